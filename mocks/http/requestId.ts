import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { Header } from '@src/contract';

const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/;

/** The client's `request-id` header (spec 7) when it is a sane token, so logs line up with the client; else a new id. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers[Header.requestId];
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}
