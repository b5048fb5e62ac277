import { request as httpRequest } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The JSON body, or `{}` when the response has none. */
  body: Record<string, unknown>;
}

/**
 * POSTs the bytes exactly as given, with exactly the given headers, to a server listening on
 * 127.0.0.1 (supertest would re-encode a Buffer as JSON and add its own content type).
 * Content-Length is set from the bytes unless a header already frames the body. A response
 * body that is not JSON rejects, naming the status and the text.
 */
export function rawPost(
  port: number,
  path: string,
  body: Buffer | string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const framed = Object.keys(headers).some((name) =>
    ['content-length', 'transfer-encoding'].includes(name.toLowerCase()),
  );
  const allHeaders = framed ? headers : { ...headers, 'content-length': String(bytes.length) };
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: allHeaders }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const status = res.statusCode ?? 0;
        try {
          const parsed: unknown = text ? JSON.parse(text) : {};
          resolve({ status, headers: res.headers, body: parsed as Record<string, unknown> });
        } catch {
          reject(new Error(`${status} response body is not JSON: ${text.slice(0, 200)}`));
        }
      });
    });
    req.on('error', reject);
    req.end(bytes);
  });
}
