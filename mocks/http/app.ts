import Fastify, { type FastifyInstance } from 'fastify';
import type { LogStream, TrustProxy } from '../config';
import type { Services } from '../services';
import { registerCspReports } from './cspReports';
import { installAnswerLanguage } from './answerLanguage';
import { answerClientError, answerFrameworkError, installEnvelope } from './envelope';
import { requestIdOf } from './requestId';
import { registerSecurityHeaders } from './securityHeaders';
import { registerStaticClient } from './staticClient';
import { proxyTrust } from './clientAddress';

export interface HttpAppOptions {
  services: Services;
  logLevel: string;
  logStream?: LogStream;
  /** The built client to serve, or null. */
  clientDir: string | null;
  trustProxy: TrustProxy;
  /** Origins the site may frame besides itself (CSP frame-src): the casino's game providers. */
  frameSources: readonly string[];
}

/** Contract calls are a few hundred bytes; anything near this is not one of ours. */
const BODY_LIMIT = 1024 * 1024;

/**
 * The Fastify app: envelope handling, body parsing, member tokens, the client. The contract's calls are added by
 * createApp (mocks/server.ts) with registerRoutes (mocks/http/routes), once the services behind them exist.
 */
export function buildHttpApp(options: HttpAppOptions): FastifyInstance {
  const app = Fastify({
    logger: {
      level: options.logLevel,
      redact: { paths: ['req.headers.token', 'req.headers.authorization'], censor: '[redacted]' },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    genReqId: requestIdOf,
    trustProxy: proxyTrust(options.trustProxy),
    bodyLimit: BODY_LIMIT,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // Answers must stay envelopes while closing, and a close must not wait for idle keep-alive sockets.
    return503OnClosing: false,
    forceCloseConnections: true,
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  });

  registerSecurityHeaders(app, { frameSources: options.frameSources });
  installJsonBodyParser(app);
  registerCspReports(app);
  const serveClientIndex = options.clientDir ? registerStaticClient(app, options.clientDir) : undefined;
  installEnvelope(app, { serveClientIndex });
  installAnswerLanguage(app);

  const { auth } = options.services;
  app.decorate('authenticate', (token: string | undefined) => auth.authenticate(token));
  return app;
}


/**
 * JSON only (anything else is 6007), with an empty body read as no body: calls whose payload is empty may be
 * sent with a JSON content type and nothing in it.
 */
function installJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
