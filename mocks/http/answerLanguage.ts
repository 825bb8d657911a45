import type { FastifyInstance, FastifyRequest } from 'fastify';
import { api, Header, type ServerLanguage } from '@src/contract';
import { isServerPath, normalisedPath } from './apiPaths';
import { languageOfHeader } from './requestLanguage';
import { valueIn } from './serverText';

/** Text members write, shown as written in either script: names they chose or gave, anywhere in an answer. */
const MEMBER_TEXT = new Set(['username', 'realName', 'nickname']);
/** Calls whose answers also carry what the member wrote under a key that is server text elsewhere (a letter's content). */
const MEMBER_TEXT_BY_PATH: Readonly<Record<string, ReadonlySet<string>>> = {
  [api.feedbackList.path]: new Set([...MEMBER_TEXT, 'content']),
  [api.feedbackInfo.path]: new Set([...MEMBER_TEXT, 'content']),
};

/** The language a request asked for (the `Accept-Language` header; zh-CN when absent or not ours). */
export function languageOf(request: FastifyRequest): ServerLanguage {
  return languageOfHeader(request.headers[Header.language]);
}

/**
 * Answers every envelope in the language the request asked for: its message (spec 8.1/8.2 codes, validation, refusals)
 * and the server's text in its data (names, statuses, reasons, site content). An onSend hook, so it sees every answer
 * whoever wrote it: routes, the success messages of routes/successMessage.ts, the error and not-found handlers and
 * the timestamp check. Answers in zh-CN pass untouched; `Vary` tells caches the header matters.
 */
export function installAnswerLanguage(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isServerPath(request.url)) {
      done(null, payload);
      return;
    }
    reply.header('vary', 'Accept-Language');
    const language = languageOf(request);
    if (language === 'zh-CN' || typeof payload !== 'string' || !isJson(reply.getHeader('content-type'))) {
      done(null, payload);
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(payload);
    } catch {
      done(null, payload);
      return;
    }
    if (!isEnvelope(parsed)) {
      done(null, payload);
      return;
    }
    const keep = MEMBER_TEXT_BY_PATH[normalisedPath(request.url)] ?? MEMBER_TEXT;
    done(null, JSON.stringify(valueIn(language, parsed, keep)));
  });
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

function isEnvelope(value: unknown): value is { status_code: number; message: string; data: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status_code?: unknown }).status_code === 'number' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
