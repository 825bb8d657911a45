import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Code, Header, Message, type Envelope } from '@src/contract';
import { ApiError } from './apiError';
import { isApiPath, isServerPath, normalisedPath } from './apiPaths';
import { ERROR_ANSWER_HEADERS } from './securityHeaders';
import { ServerMessage } from './serverMessages';

/** A millisecond timestamp: digits only, as the client sends `Date.now()`. */
const TIMESTAMP = /^\d{1,16}$/;

export function envelope<T>(code: number, message: string, data: T): Envelope<T> {
  return { status_code: code, data, message };
}

export interface EnvelopeOptions {
  /** Answers a client route with index.html (history fallback); absent when the client is not served. */
  serveClientIndex?: (reply: FastifyReply) => Promise<FastifyReply>;
}

/**
 * Makes every answer an envelope `{status_code, data, message}` with HTTP 200 (spec 7, 8): the timestamp check
 * before anything else (6008), unknown paths (6004), bad bodies (6007) and unexpected failures (6005, logged
 * with the request id, no internals in the answer).
 */
export function installEnvelope(app: FastifyInstance, options: EnvelopeOptions = {}): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRequest(request) && !hasTimestamp(request)) {
      void reply.code(200).send(envelope(Code.IllegalParameter, Message.illegal, null));
      return;
    }
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(Header.requestId, request.id);
    if (isServerPath(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });

  app.setErrorHandler((error: unknown, request, reply) => {
    const answer = errorEnvelope(error);
    if (answer.status_code === Code.ServerError) request.log.error({ err: error }, 'unexpected failure answered 6005');
    else request.log.info({ code: answer.status_code, reason: answer.message }, 'request refused');
    return reply.code(200).send(answer);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = normalisedPath(request.url);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (options.serveClientIndex && isRead && !isServerPath(request.url) && !isAssetPath(path)) {
      return options.serveClientIndex(reply);
    }
    // A missing hashed asset must not be cached or run as a script: a real 404.
    return reply.code(isAssetPath(path) ? 404 : 200).send(envelope(Code.NotFound, ServerMessage.apiNotFound, null));
  });
}

/** Fastify's `frameworkErrors`: malformed URLs and the like, answered before any hook runs. */
export function answerFrameworkError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  reply.header(Header.requestId, request.id).headers(ERROR_ANSWER_HEADERS);
  if (isApiPath(request.url) && !hasTimestamp(request)) {
    void reply.code(200).send(envelope(Code.IllegalParameter, Message.illegal, null));
    return;
  }
  request.log.info({ code: errorFields(error).code }, 'malformed request');
  void reply.code(200).send(envelope(Code.InvalidParameter, ServerMessage.badUrl, null));
}

/** Fastify's `clientErrorHandler`: requests too broken to parse still get an envelope, never a 5xx. */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? ['431 Request Header Fields Too Large', ServerMessage.headersTooLarge]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? ['408 Request Timeout', ServerMessage.requestTimeout]
        : ['400 Bad Request', ServerMessage.badRequest];
  const body = JSON.stringify(envelope(Code.InvalidParameter, message, null));
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/** The envelope for a thrown error: ApiError as itself, request-shape errors 6007, anything else 6005. */
export function errorEnvelope(error: unknown): Envelope<unknown> {
  if (error instanceof ApiError) return envelope(error.code, error.message, error.data);
  const { code, statusCode } = errorFields(error);
  switch (code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return envelope(Code.InvalidParameter, ServerMessage.invalidJson, null);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return envelope(Code.InvalidParameter, ServerMessage.emptyBody, null);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return envelope(Code.InvalidParameter, ServerMessage.unsupportedContentType, null);
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return envelope(Code.InvalidParameter, ServerMessage.bodyTooLarge, null);
    default:
      if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) {
        return envelope(Code.InvalidParameter, Message.paramError, null);
      }
      return envelope(Code.ServerError, Message.serviceBusy, null);
  }
}

function errorFields(error: unknown): { code?: string; statusCode?: number } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    code: typeof code === 'string' ? code : undefined,
    statusCode: typeof statusCode === 'number' ? statusCode : undefined,
  };
}

function isApiRequest(request: FastifyRequest): boolean {
  const routeUrl = request.routeOptions.url;
  return isApiPath(request.url) || (routeUrl !== undefined && isApiPath(routeUrl));
}

function hasTimestamp(request: FastifyRequest): boolean {
  const value = request.headers[Header.timestamp];
  return typeof value === 'string' && TIMESTAMP.test(value);
}

function isAssetPath(path: string): boolean {
  return path.startsWith('/assets/');
}
