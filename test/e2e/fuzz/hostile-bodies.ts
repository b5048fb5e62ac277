import { deflateSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { LIST_IDS, QUERY_ENTITY_TYPES } from '../../../src/core/lists/model';
import { CONTENT_TYPES, ENCODINGS } from './listed-name-forms';
import type { PostRoute } from './response-shapes';

/**
 * Generated hostile requests for the POST routes: JSON that is wrong in every field, JSON that is
 * not JSON, bytes that are not text, bodies too deep or too large, and the headers that frame
 * them. Values are generated as JSON *text*, so a body can hold what JSON.stringify never
 * writes: duplicate keys, `1e999`, `-0`, escaped lone surrogates. Most bodies are refused
 * before any screening (cheap); the few that are screened have short names and few elements.
 */

export interface HostileRequest {
  route: PostRoute;
  /** Which generator made it, for the failure message. */
  kind: string;
  body: Buffer;
  contentType: string | null;
  contentEncoding: string | null;
  chunked: boolean;
  key: 'valid' | 'missing' | 'invalid';
}

/** How a failing request is printed by fast-check: everything needed to send it again. */
export function describeRequest(request: HostileRequest): string {
  const text = request.body.toString('utf8');
  const shown = text.length > 600 ? `${text.slice(0, 600)}… (${text.length} characters)` : text;
  return [
    `POST ${request.route} [${request.kind}]`,
    `content-type: ${request.contentType ?? '(none)'}`,
    `content-encoding: ${request.contentEncoding ?? '(none)'}`,
    `framing: ${request.chunked ? 'chunked' : 'content-length'}`,
    `key: ${request.key}`,
    `body as UTF-8: ${JSON.stringify(shown)}`,
    request.body.length <= 4096 ? `body bytes (base64): ${request.body.toString('base64')}` : '',
  ].join('\n  ');
}

const text = (value: unknown) => JSON.stringify(value);
const literals = (...values: string[]) => fc.constantFrom(...values);

/** Number literals as JSON text, including the ones JSON.parse turns into Infinity or -0. */
const numberText = fc.oneof(
  fc.double().map((value) => text(value)), // NaN and ±Infinity become `null`
  fc.integer().map(String),
  literals(
    '1e999',
    '-1e999',
    '-0',
    '0.0',
    '1E+2',
    '1e-400',
    '4.9e-324',
    '1.7976931348623157e308',
    '123456789012345678901234567890',
    '0.8500000000000000001',
    '0.5',
    '1',
    '50',
    '51',
    '0',
    '-1',
    '2.5',
  ),
);

/** Strings that look like numbers, booleans or nothing. */
const lookalikeText = literals(
  '"NaN"',
  '"Infinity"',
  '"-Infinity"',
  '"0x10"',
  '"1e3"',
  '" 0.9 "',
  '"0.9"',
  '"null"',
  '"undefined"',
  '"true"',
  '""',
  '"[object Object]"',
);

/** Unicode edge cases, escaped as a JSON writer would or would not. */
const unicodeEdgeText = literals(
  '"\\ud800"',
  '"\\udfff"',
  '"\\ud800\\ud800"',
  '"John \\udc00 Smith"',
  '"\\ufffd\\ufffd"',
  '"John \ufffd Smith"',
  '"\\u0000"',
  '"John\\u0000Smith"',
  '"\\u001f\\u0007\\u001b[31m"',
  '"\u2028\u2029"',
  '"\u202eHTIMS NHOJ"',
  '"e\u0301\u0301\u0301\u0301\u0301\u0301"',
  '"\ud83d\ude00\ud83d\ude00"',
  '"\u200b\u200b\u200b"',
  '"   "',
  '"!!!"',
  '"\\"\\\\/\\b\\f\\n\\r\\t"',
  '"\u{10ffff}\u{e0001}"',
);

/** Arbitrary text: any code points (the generator emits unpaired surrogates as well). */
const anyStringText = fc.oneof(
  fc.string({ maxLength: 30 }).map(text),
  fc.string({ unit: 'grapheme', maxLength: 30 }).map(text),
  fc.string({ unit: 'binary', maxLength: 30 }).map(text),
  fc
    .string({
      unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit)),
      maxLength: 4,
    })
    .map(text),
);

/** A long string, made by repetition so that generating it stays cheap. */
const longStringText = fc
  .tuple(
    fc.constantFrom('A', 'AL ', 'é', '\u200b', '😀', ' ', 'MOHAMMED '),
    fc.integer({ min: 100, max: 3000 }),
  )
  .map(([unit, times]) => text(unit.repeat(times)));

const scalarText = fc.oneof(
  { weight: 3, arbitrary: anyStringText },
  { weight: 2, arbitrary: numberText },
  { weight: 1, arbitrary: lookalikeText },
  { weight: 1, arbitrary: unicodeEdgeText },
  { weight: 1, arbitrary: literals('true', 'false', 'null') },
  { weight: 1, arbitrary: longStringText },
);

/** Keys that name Object.prototype members, and near-misses of the documented ones. */
const hostileKey = fc.oneof(
  literals(
    '__proto__',
    'constructor',
    'prototype',
    'toString',
    'valueOf',
    'hasOwnProperty',
    'isPrototypeOf',
    '__defineGetter__',
    'Name',
    'NAME',
    'name ',
    ' name',
    'treshold',
    'entity-type',
    'list',
    '',
    'name\u0000',
    '\u202ename',
  ),
  fc.string({ maxLength: 12 }),
);

/** Any JSON value as text, nested a few levels (the parser refuses more than 8). */
const anyValueText: fc.Arbitrary<string> = fc.letrec<{ value: string; array: string; object: string }>(
  (tie) => ({
    value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalarText, tie('array'), tie('object')),
    array: fc.array(tie('value'), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
    object: fc
      .array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 })
      .map((entries) => `{${entries.map(([key, value]) => `${text(key)}:${value}`).join(',')}}`),
  }),
).value;

/** Text nested `depth` levels deep around a value. */
const nested = (depth: number, inner = '1') =>
  Array.from({ length: depth }, (_, level) => (level % 2 ? '[' : '{"a":')).join('') +
  inner +
  Array.from({ length: depth }, (_, level) => (level % 2 ? ']' : '}'))
    .reverse()
    .join('');

/** Wrong on purpose: each documented field gets this about a fifth of the time. */
const hostileValueText = fc.oneof(
  { weight: 6, arbitrary: anyValueText },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 10 }).map((depth) => nested(depth)) },
);

// ------------------------------------------------------------------ documented fields

const nameText = fc.oneof(
  {
    weight: 5,
    arbitrary: literals(
      'John Smith',
      'Nicolas Maduro Moros',
      'BANCO NACIONAL DE CUBA',
      'Maria Garcia',
      'Ivan Petrov',
      'AL QAIDA',
      'Acme Trading LLC',
      '李明',
      'Владимир Путин',
      'محمد علي',
    ).map(text),
  },
  { weight: 3, arbitrary: anyStringText },
  { weight: 1, arbitrary: unicodeEdgeText },
  { weight: 1, arbitrary: lookalikeText },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('A', 'AB ', 'é', '\u200b'), fc.integer({ min: 240, max: 260 }))
      .map(([unit, times]) => text(unit.repeat(times))),
  },
);

/** A well-formed value four times in five, so that a good share of bodies reaches screening. */
const mostly = (valid: fc.Arbitrary<string>, ...wrong: fc.Arbitrary<string>[]) =>
  fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: fc.oneof(...wrong) });

const entityTypeText = mostly(
  literals(...QUERY_ENTITY_TYPES.map(text)),
  literals('"INDIVIDUAL"', '"person"', '"Individual "', '""'),
);
const thresholdText = mostly(
  fc.double({ min: 0.5, max: 1, noNaN: true }).map(text),
  numberText,
  lookalikeText,
);
const listsText = mostly(
  fc.subarray([...LIST_IDS], { minLength: 1 }).map(text),
  fc.array(fc.constantFrom(...LIST_IDS, 'OFAC_SDN', 'ofac', '', 'un_list'), { maxLength: 7 }).map(text),
  literals('"ofac_sdn"', '[]', '{"0":"ofac_sdn"}'),
);
const smallStringArrayText = mostly(
  fc.array(fc.constantFrom('Iran', 'Russia', 'Cuba', 'Syria'), { maxLength: 3 }).map(text),
  fc.array(fc.oneof(anyStringText, scalarText), { maxLength: 4 }).map((items) => `[${items.join(',')}]`),
);
const maxResultsText = mostly(
  fc.integer({ min: 1, max: 50 }).map(String),
  fc.integer({ min: -2, max: 60 }).map(String),
  numberText,
);
const documentNumberText = mostly(fc.string({ minLength: 1, maxLength: 12 }).map(text), scalarText);
const dateText = mostly(
  fc
    .date({ min: new Date('1900-01-01'), max: new Date('2020-12-31'), noInvalidDate: true })
    .map((date) => text(date.toISOString().slice(0, 10))),
  literals(
    '"1970-02-30"',
    '"1970-13-01"',
    '"0000-00-00"',
    '"1970-1-1"',
    '"01/02/1970"',
    '"1970-01-01T00:00:00Z"',
  ),
  scalarText,
);

/**
 * An object of the given fields, each absent, well-formed or hostile, plus sometimes an unknown
 * key or a repeated one (JSON.parse keeps the last).
 */
function objectText(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> {
  const entries = Object.entries(fields).map(([key, valid]) =>
    fc
      .oneof(
        { weight: 2, arbitrary: fc.constant(null) },
        { weight: 8, arbitrary: valid },
        { weight: 1, arbitrary: hostileValueText },
      )
      .map((value) => (value === null ? [] : [`${text(key)}:${value}`])),
  );
  const extras = fc.oneof(
    { weight: 6, arbitrary: fc.constant([]) },
    {
      weight: 1,
      arbitrary: fc.array(fc.tuple(hostileKey, hostileValueText), { minLength: 1, maxLength: 2 }),
    },
  );
  const duplicate = fc.oneof(
    { weight: 8, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...Object.keys(fields)), hostileValueText) },
  );
  return fc
    .tuple(fc.tuple(...entries), extras, duplicate, fc.boolean())
    .map(([own, extra, repeated, extrasFirst]) => {
      const ownText = own.flat();
      const extraText = extra.map(([key, value]) => `${text(key)}:${value}`);
      const all = extrasFirst ? [...extraText, ...ownText] : [...ownText, ...extraText];
      if (repeated) all.push(`${text(repeated[0])}:${repeated[1]}`);
      return `{${all.join(',')}}`;
    });
}

const identifiersText = objectText({
  passport: documentNumberText,
  national_id: documentNumberText,
  tax_id: documentNumberText,
  registration: documentNumberText,
  date_of_birth: dateText,
});

const entityFields = {
  name: nameText,
  entity_type: entityTypeText,
  identifiers: identifiersText,
  countries: smallStringArrayText,
};

/** A batch element: mostly cheap to refuse, now and then screenable. */
const batchElementText = fc.oneof(
  { weight: 1, arbitrary: objectText(entityFields) },
  { weight: 2, arbitrary: anyValueText },
);

const entitiesText = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.array(batchElementText, { maxLength: 6 }).map((items) => `[${items.join(',')}]`),
  },
  {
    // Around the 100-element limit, with elements that are refused before any screening.
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 95, max: 105 }), fc.constantFrom('1', '{}', 'null', '{"name":1}', '[]'))
      .map(([size, element]) => `[${Array.from({ length: size }, () => element).join(',')}]`),
  },
  { weight: 1, arbitrary: objectText(entityFields) },
);

const ROUTE_BODIES: Record<PostRoute, fc.Arbitrary<string>> = {
  '/v1/screen/entity': objectText({
    ...entityFields,
    threshold: thresholdText,
    lists: listsText,
    max_results: maxResultsText,
  }),
  '/v1/screen/batch': objectText({
    entities: entitiesText,
    options: objectText({
      threshold: thresholdText,
      lists: listsText,
      max_results_per_entity: maxResultsText,
    }),
  }),
  '/v1/screen/explain': objectText({
    query_name: nameText,
    matched_name: nameText,
    entity_type: entityTypeText,
    query_identifiers: identifiersText,
    matched_identifiers: smallStringArrayText,
  }),
};

/** The body text for a route: mostly a route-shaped object, else JSON or text of another shape. */
function bodyText(route: PostRoute): fc.Arbitrary<{ kind: string; body: string | Buffer }> {
  const routeObject = ROUTE_BODIES[route];
  const as = (kind: string) => (body: string | Buffer) => ({ kind, body });
  return fc.oneof(
    { weight: 70, arbitrary: routeObject.map(as('route object')) },
    { weight: 5, arbitrary: anyValueText.map(as('any JSON value')) },
    {
      weight: 3,
      arbitrary: fc
        .array(routeObject, { maxLength: 3 })
        .map((items) => `[${items.join(',')}]`)
        .map(as('array of route objects')),
    },
    {
      weight: 6,
      arbitrary: fc
        .tuple(routeObject, fc.double({ min: 0, max: 1, noNaN: true }))
        .map(([json, cut]) => json.slice(0, Math.floor(json.length * cut)))
        .map(as('truncated JSON')),
    },
    {
      weight: 6,
      arbitrary: fc
        .uint8Array({ maxLength: 200 })
        .map((bytes) => Buffer.from(bytes))
        .map(as('random bytes')),
    },
    {
      weight: 4,
      arbitrary: fc
        .oneof(fc.integer({ min: 6, max: 12 }), fc.integer({ min: 100, max: 5000 }))
        .map((depth) => nested(depth))
        .map(as('deep nesting')),
    },
    {
      weight: 4,
      arbitrary: literals(
        '',
        ' ',
        '{}',
        '[]',
        'null',
        '{"name":"John Smith",}',
        "{'name':'John Smith'}",
        '{"name":"John Smith"} {"name":"x"}',
        '// comment\n{"name":"John Smith"}',
        '{"threshold":NaN,"name":"John Smith"}',
        '{"name":"John Smith","threshold":Infinity}',
        '{"name":"John\nSmith"}',
        '\ufeff{"name":"John Smith"}',
        'name=John+Smith',
      ).map(as('malformed JSON')),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom('A', '"', '\\', '{'), fc.integer({ min: 1_000_000, max: 1_100_000 }))
        .map(([unit, size]) => `{"name":"${unit.repeat(size)}"}`)
        .map(as('over the body limit')),
    },
  );
}

const printableAscii = fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code));

const contentType = fc.oneof(
  { weight: 16, arbitrary: fc.constant('application/json') },
  { weight: 3, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  { weight: 1, arbitrary: fc.string({ unit: printableAscii, maxLength: 40 }) },
);

/** The text's bytes: UTF-8 mostly, else another encoding from the listed-name forms. */
const encoding = fc.oneof(
  { weight: 12, arbitrary: fc.constant('utf-8') },
  { weight: 1, arbitrary: fc.constantFrom(...Object.keys(ENCODINGS)) },
);

const CONTENT_ENCODINGS: Record<string, (bytes: Buffer) => Buffer> = {
  gzip: (bytes) => gzipSync(bytes),
  deflate: (bytes) => deflateSync(bytes),
  'gzip (not compressed)': (bytes) => bytes,
  br: (bytes) => bytes,
  identity: (bytes) => bytes,
  'gzip, gzip': (bytes) => gzipSync(gzipSync(bytes)),
  compress: (bytes) => bytes,
};

export function hostileRequest(route: PostRoute): fc.Arbitrary<HostileRequest> {
  return fc
    .record({
      content: bodyText(route),
      encoding,
      contentType,
      contentEncoding: fc.oneof(
        { weight: 30, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom(...Object.keys(CONTENT_ENCODINGS)) },
      ),
      chunked: fc.oneof(
        { weight: 15, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
      key: fc.oneof(
        { weight: 40, arbitrary: fc.constant('valid' as const) },
        { weight: 1, arbitrary: fc.constantFrom('missing' as const, 'invalid' as const) },
      ),
    })
    .map(({ content, encoding: chosen, contentType: type, contentEncoding, chunked, key }) => {
      const bytes =
        typeof content.body === 'string'
          ? (ENCODINGS[chosen](content.body) ?? Buffer.from(content.body, 'utf8'))
          : content.body;
      const request: HostileRequest = {
        route,
        kind: content.kind,
        body: contentEncoding ? CONTENT_ENCODINGS[contentEncoding](bytes) : bytes,
        contentType: type,
        contentEncoding: contentEncoding?.replace(' (not compressed)', '') ?? null,
        chunked,
        key,
      };
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}
