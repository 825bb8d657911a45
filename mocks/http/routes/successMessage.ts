import type { FastifyInstance } from 'fastify';
import { Code } from '@src/contract';

type MessageOf = (data: unknown) => string;

const messagesByApp = new WeakMap<FastifyInstance, Map<string, MessageOf>>();

/**
 * Gives a call's success envelope its own Chinese message (spec 8.2: "验证码已发送", "密码修改成功", ...)
 * instead of the standard "成功". One hook per app, looking the route up by its path.
 */
export function answerSuccessWith(
  app: FastifyInstance,
  endpoint: { path: string },
  messageOf: MessageOf,
): void {
  let messages = messagesByApp.get(app);
  if (!messages) {
    const table = new Map<string, MessageOf>();
    messages = table;
    messagesByApp.set(app, table);
    app.addHook('preSerialization', (request, _reply, payload, done) => {
      const answer = table.get(request.routeOptions.url ?? '');
      if (answer && isSuccessEnvelope(payload)) done(null, { ...payload, message: answer(payload.data) });
      else done(null, payload);
    });
  }
  messages.set(endpoint.path, messageOf);
}

function isSuccessEnvelope(
  payload: unknown,
): payload is { status_code: number; data: unknown; message: string } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'status_code' in payload &&
    (payload).status_code === Code.Success
  );
}
