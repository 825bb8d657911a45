import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Header, api, envelopeSchema } from '@src/contract';
import { createTestBackend, type TestBackend } from '../testing/testBackend';
import { API_BASE_PATHS, isApiPath } from './apiPaths';

const KNOWN_CODES = new Set<number>(Object.values(Code));
const IMPLEMENTED = Object.values(api).map((endpoint) => endpoint.path);

const headerText = fc.string({ unit: 'grapheme-ascii', maxLength: 60 });
const body = fc.oneof(
  fc.jsonValue().map((value) => JSON.stringify(value)),
  fc.object().map((value) => JSON.stringify(value) ?? ''),
  fc.json(),
  fc.string({ maxLength: 80 }),
  fc.constant(''),
);

// fc.webPath() is correct but slow (seconds per hundred samples); these segments include the awkward cases.
const pathSegment = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'abcXYZ019-._~%!$&\'()*+,;=:@'.split('')), maxLength: 12 }),
  fc.constantFrom('v1', '..', '.', '%2e%2e', '%00', '%E0%A4%A', '%F0%9F%98%80', 'user', 'login'),
);

describe('whatever a caller sends', () => {
  let backend: TestBackend;
  let validToken: string;

  beforeAll(async () => {
    backend = await createTestBackend({ devApi: true });
    validToken = await backend.loginDemo('plain');
  });
  afterAll(() => backend.close());

  function expectEnvelope(statusCode: number, payload: string): void {
    expect(statusCode).toBe(200);
    const answer = envelopeSchema.parse(JSON.parse(payload));
    expect(KNOWN_CODES.has(answer.status_code)).toBe(true);
    expect(answer.message).toMatch(/[\u4e00-\u9fff]/);
    expect(payload).not.toMatch(/\bat .+:\d+:\d+|node_modules|Error:/);
  }

  it('every implemented call answers a well-formed envelope with HTTP 200, never a 5xx', async () => {
    const request = fc.record({
      path: fc.constantFrom(...IMPLEMENTED),
      method: fc.constantFrom('POST', 'POST', 'POST', 'GET', 'PUT', 'DELETE'),
      body,
      timestamp: fc.oneof(fc.constant(String(Date.now())), fc.nat().map(String), headerText),
      token: fc.oneof(fc.constant(undefined), fc.constant('VALID'), headerText),
      contentType: fc.oneof(
        fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data; boundary=x'),
        headerText,
      ),
      uuid: fc.option(headerText, { nil: undefined }),
      requestId: fc.option(headerText, { nil: undefined }),
      siteId: fc.option(headerText, { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers: Record<string, string> = { [Header.timestamp]: r.timestamp, 'content-type': r.contentType };
        if (r.token !== undefined) headers[Header.token] = r.token === 'VALID' ? validToken : r.token;
        if (r.uuid !== undefined) headers[Header.uuid] = r.uuid;
        if (r.requestId !== undefined) headers[Header.requestId] = r.requestId;
        if (r.siteId !== undefined) headers[Header.siteId] = r.siteId;
        const sendsBody = r.method !== 'GET';
        const response = await backend.app.inject({
          method: r.method as 'POST',
          url: r.path,
          headers,
          ...(sendsBody ? { payload: r.body } : {}),
        });
        expectEnvelope(response.statusCode, response.payload);
      }),
      { numRuns: 400 },
    );
  });

  it('any path under the API base paths answers an envelope', async () => {
    const path = fc
      .tuple(fc.constantFrom(...API_BASE_PATHS), fc.array(pathSegment, { maxLength: 5 }), fc.option(pathSegment, { nil: undefined }))
      .map(([base, segments, query]) => `${base}/${segments.join('/')}${query === undefined ? '' : `?${query}`}`);
    await fc.assert(
      fc.asyncProperty(path, fc.boolean(), body, async (url, withTimestamp, payload) => {
        const response = await backend.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', ...(withTimestamp ? { [Header.timestamp]: '1' } : {}) },
          payload,
        });
        expectEnvelope(response.statusCode, response.payload);
        // Clients resolve dot segments ('/site/api/..' is '/site/'); what stays under a base path needs the timestamp.
        if (!withTimestamp && isApiPath(new URL(url, 'http://localhost').pathname)) {
          expect(response.json()).toMatchObject({ status_code: Code.IllegalParameter });
        }
      }),
      { numRuns: 200 },
    );
  });
});
