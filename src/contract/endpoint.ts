import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/** One call of the HTTP contract: path, method, request body schema and the schema of `data`. */
export interface Endpoint<Req extends z.ZodType, Res extends z.ZodType, Auth extends boolean = boolean> {
  readonly method: HttpMethod;
  readonly path: string;
  /** Whether the call needs a member token (answers 6001 without one). */
  readonly auth: Auth;
  readonly request: Req;
  readonly response: Res;
}

export function endpoint<Req extends z.ZodType, Res extends z.ZodType, Auth extends boolean = false>(
  method: HttpMethod,
  path: string,
  request: Req,
  response: Res,
  options: { auth?: Auth } = {},
): Endpoint<Req, Res, Auth> {
  // The literal type of `auth` is kept so route handlers of member-only calls see a signed-in member.
  return { method, path, request, response, auth: (options.auth ?? false) as Auth };
}

export type RequestOf<E> = E extends Endpoint<infer Req, z.ZodType> ? z.input<Req> : never;
export type ResponseOf<E> = E extends Endpoint<z.ZodType, infer Res> ? z.output<Res> : never;
