import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

interface OpenApiResponse {
  content?: Record<string, { schema?: object }>;
  headers?: Record<string, unknown>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, OpenApiResponse> }>>;
  components?: { schemas?: Record<string, object> };
}

/** A response as the test saw it. */
export interface SeenResponse {
  status: number;
  body: unknown;
  /** The body as text, for answers that are not JSON (a results file). */
  text?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** Media types whose body is one JSON value per line: each line is checked against the schema. */
const LINE_DELIMITED = new Set(['application/x-ndjson', 'application/jsonl']);

/**
 * Checks real responses against an OpenAPI document: the operation and status must be
 * documented, and the JSON body must validate against the documented schema (ajv, with the
 * document's components resolvable). Records what was checked, so a test can require that
 * every documented response was seen.
 */
export class OpenApiChecker {
  private readonly ajv = new Ajv({ allErrors: true, strict: false });
  private readonly validators = new Map<string, ValidateFunction>();
  readonly seen = new Set<string>();

  constructor(readonly document: OpenApiDocument) {
    addFormats(this.ajv);
    // OpenAPI 3.0 references point into the document; register it whole under one id.
    this.ajv.addSchema({ components: document.components ?? {} }, 'openapi');
  }

  /** Every documented response, as `METHOD path status`. */
  documentedResponses(): string[] {
    return Object.entries(this.document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        Object.keys(operation.responses).map((status) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
  }

  /** Throws (with ajv's errors) unless the response is documented and its body fits the document. */
  check(method: string, path: string, response: SeenResponse): void {
    const key = `${method.toUpperCase()} ${path} ${response.status}`;
    const operation = this.document.paths[path]?.[method.toLowerCase()];
    if (!operation) throw new Error(`${method.toUpperCase()} ${path} is not in the document`);
    const documented = operation.responses[String(response.status)];
    if (!documented) throw new Error(`${key}: status ${response.status} is not documented`);
    for (const header of Object.keys(documented.headers ?? {})) {
      if (response.headers[header.toLowerCase()] === undefined)
        throw new Error(`${key}: documented header ${header} is missing`);
    }
    const mediaType = String(response.headers['content-type'] ?? '')
      .split(';')[0]
      .trim();
    const content = documented.content ?? {};
    if (Object.keys(content).length > 0 && !content['application/json']) {
      this.checkOtherContent(key, content, mediaType, response.text ?? '');
      this.seen.add(key);
      return;
    }
    const schema = content['application/json']?.schema;
    if (schema) {
      const validate = this.validator(key, schema);
      if (!validate(response.body))
        throw new Error(
          `${key}: body does not match the document:\n${JSON.stringify(validate.errors, null, 2)}\nbody: ${JSON.stringify(response.body).slice(0, 2000)}`,
        );
    } else if (
      response.body !== undefined &&
      response.body !== '' &&
      Object.keys(response.body as object).length > 0
    ) {
      throw new Error(`${key}: a body was sent but none is documented`);
    }
    this.seen.add(key);
  }

  /** A body that is not JSON: its media type must be documented, and its text (or each line) fit the schema. */
  private checkOtherContent(
    key: string,
    content: Record<string, { schema?: object }>,
    mediaType: string,
    text: string,
  ): void {
    const schema = content[mediaType]?.schema;
    if (!schema)
      throw new Error(
        `${key}: content-type ${mediaType} is not documented (${Object.keys(content).join(', ')})`,
      );
    const validate = this.validator(`${key} ${mediaType}`, schema);
    const values = LINE_DELIMITED.has(mediaType)
      ? text
          .split('\n')
          .filter((line) => line.length > 0)
          .map((line) => JSON.parse(line) as unknown)
      : [text];
    for (const value of values) {
      if (!validate(value))
        throw new Error(
          `${key}: ${mediaType} body does not match the document:\n${JSON.stringify(validate.errors, null, 2)}\nvalue: ${JSON.stringify(value).slice(0, 2000)}`,
        );
    }
  }

  private validator(key: string, schema: object): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      const rewritten = JSON.parse(
        JSON.stringify(schema).replace(/"#\/components\//g, '"openapi#/components/'),
      ) as object;
      validate = this.ajv.compile(rewritten);
      this.validators.set(key, validate);
    }
    return validate;
  }
}
