import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Where browsers report Content-Security-Policy violations (cspReports.ts logs them). */
export const CSP_REPORT_PATH = '/csp-report';

/** HSTS over TLS: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

const nonces = new WeakMap<IncomingMessage, string>();

/**
 * For answers given before the hooks run (malformed URLs, Fastify's frameworkErrors): they are JSON envelopes, so
 * the policy can refuse everything.
 */
export const ERROR_ANSWER_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;

/**
 * The request's CSP nonce: one random value per response, in the policy's style-src and written into index.html
 * (clientIndex.ts) for the styles the app inserts at run time (Emotion, the toasts, the dialogs' scroll lock).
 */
export function cspNonceOf(request: IncomingMessage): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = randomBytes(16).toString('base64');
    nonces.set(request, nonce);
  }
  return nonce;
}

export interface SecurityHeaderOptions {
  /** Origins the site may frame besides itself (the casino's game providers): CSP frame-src. */
  frameSources: readonly string[];
}

/**
 * Security headers on every answer, the HTML and the API alike (issue 13 item 4), with @fastify/helmet:
 * - a Content-Security-Policy with no inline or eval'd script at all (the built app has none), styles from the site
 *   or carrying the response's nonce, images from the site or data: URLs (the captchas), connections to the site
 *   only (the API, the /feed socket and the chat websocket are all same-origin: CSP3 'self' covers ws: and wss: to
 *   the same host), frames of the site itself and of `frameSources`, framed only by the site itself, and
 *   violations reported to CSP_REPORT_PATH;
 * - X-Frame-Options SAMEORIGIN for browsers without frame-ancestors, X-Content-Type-Options nosniff,
 *   Referrer-Policy strict-origin-when-cross-origin, and helmet's other defaults (cross-origin opener and resource
 *   policies same-origin, no DNS prefetch, ...);
 * - Strict-Transport-Security only on answers that went over TLS (directly, or behind TRUST_PROXY with
 *   X-Forwarded-Proto https): over plain HTTP it means nothing, and on localhost it would pin the port to TLS.
 * Call before registering routes.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions): void {
  void app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", (request) => `'nonce-${cspNonceOf(request)}'`],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", ...options.frameSources],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        reportUri: [CSP_REPORT_PATH],
      },
    },
    xFrameOptions: { action: 'sameorigin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') void reply.header('strict-transport-security', HSTS);
    done();
  });
}
