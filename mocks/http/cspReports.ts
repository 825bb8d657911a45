import type { FastifyInstance } from 'fastify';
import { TokenBucket } from '../limits/tokenBucket';
import { CSP_REPORT_PATH } from './securityHeaders';

/** The fields of a report worth a log line, each cut short. */
const REPORT_FIELDS = [
  'document-uri',
  'violated-directive',
  'effective-directive',
  'blocked-uri',
  'source-file',
  'line-number',
  'column-number',
  'disposition',
] as const;
const MAX_FIELD_LENGTH = 300;
const MAX_REPORT_BYTES = 16 * 1024;

/**
 * POST CSP_REPORT_PATH: browsers report Content-Security-Policy violations here (the policy's report-uri); each is
 * logged as a warning with what was blocked and where, and answered 204. Anyone can post here, so the log takes at
 * most 10 a second (bursts of 50) and drops the rest.
 */
export function registerCspReports(app: FastifyInstance, now: () => number = Date.now): void {
  const logBudget = new TokenBucket(10, 50, now());
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      ['application/csp-report', 'application/reports+json'],
      { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(typeof body === 'string' ? body : body.toString('utf8')) as unknown);
        } catch {
          done(null, undefined);
        }
      },
    );
    scope.post(CSP_REPORT_PATH, { bodyLimit: MAX_REPORT_BYTES }, (request, reply) => {
      if (logBudget.take(now())) {
        request.log.warn({ cspViolation: reportSummary(request.body) }, 'Content-Security-Policy violation reported');
      }
      return reply.code(204).send();
    });
    done();
  });
}

/** report-uri sends {"csp-report": {...}}; the Reporting API sends [{type, body: {...}}]. */
function reportSummary(body: unknown): Record<string, string> {
  const report = Array.isArray(body) ? (body[0] as { body?: unknown } | undefined)?.body : (body as { 'csp-report'?: unknown } | null)?.['csp-report'];
  const summary: Record<string, string> = {};
  if (typeof report !== 'object' || report === null) return summary;
  for (const field of REPORT_FIELDS) {
    const value = (report as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') summary[field] = String(value).slice(0, MAX_FIELD_LENGTH);
  }
  return summary;
}
