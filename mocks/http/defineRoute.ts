import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Code, Header, Message, type Endpoint } from '@src/contract';
import { ApiError } from './apiError';
import { ServerMessage } from './serverMessages';
import { validationMessage } from './validationMessage';

export interface Member {
  userId: string;
  username: string;
}

export interface RouteContext {
  request: FastifyRequest;
  /** The signed-in member, or null for a visitor. */
  member: Member | null;
  ip: string;
  /** The `uuid` header: the browser fingerprint (spec 7.6). */
  deviceId: string;
  /** The raw `token` header, when present. */
  token: string | null;
}
export interface MemberContext extends RouteContext {
  member: Member;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves a member from a token; null for missing, expired, revoked, forged or unknown tokens. */
    authenticate(token: string | undefined): Promise<Member | null>;
  }
}

type Handler<E extends Endpoint<z.ZodType, z.ZodType>, C extends RouteContext> = (
  body: z.output<E['request']>,
  context: C,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

/**
 * Registers one call of the contract: validates the body with the contract's schema (6007 naming the
 * field), demands a member where the call needs one (6001), and answers the handler's value as data.
 * Throw ApiError for any other answer.
 */
export function defineRoute<E extends Endpoint<z.ZodType, z.ZodType>>(
  app: FastifyInstance,
  endpoint: E,
  handler: E['auth'] extends true ? Handler<E, MemberContext> : Handler<E, RouteContext>,
): void {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request) => {
      const token = headerValue(request, Header.token);
      const member = token ? await app.authenticate(token) : null;
      if (endpoint.auth && !member) throw new ApiError(Code.LoginExpired, Message.reLogin);

      // No body at all reads as {}; a JSON null is a body, and not an object.
      const raw: unknown = endpoint.method === 'GET' ? request.query : request.body === undefined ? {} : request.body;
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
        throw new ApiError(Code.InvalidParameter, ServerMessage.bodyNotObject);
      }
      const parsed = endpoint.request.safeParse(raw, { reportInput: true });
      if (!parsed.success) throw new ApiError(Code.InvalidParameter, validationMessage(parsed.error, endpoint.path));

      const context: RouteContext = {
        request,
        member,
        ip: request.ip,
        deviceId: headerValue(request, Header.uuid) ?? '',
        token: token ?? null,
      };
      const data = await (handler as Handler<E, RouteContext>)(parsed.data as z.output<E['request']>, context);
      return { status_code: Code.Success, data: data ?? null, message: Message.success };
    },
  });
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}
