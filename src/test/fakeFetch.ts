import { Code, Message } from '@src/contract';

export interface Envelope {
  status_code: number;
  data: unknown;
  message: string;
}

export interface FetchCall {
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Route = (body: unknown, headers: Record<string, string>) => Envelope | Promise<Envelope>;

export const okEnvelope = (data: unknown): Envelope => ({
  status_code: Code.Success,
  data,
  message: Message.success,
});
export const codeEnvelope = (code: number, message: string, data: unknown = null): Envelope => ({
  status_code: code,
  data,
  message,
});

/**
 * A fetch that answers by path, like the backend would, and records every call. Unknown paths answer
 * 6004 so a test notices a call it did not expect.
 */
export function routedFetch(routes: Record<string, Route>) {
  const calls: FetchCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString(), 'http://app.test');
    const headers = { ...(init?.headers as Record<string, string> | undefined) };
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ path: url.pathname, headers, body });
    const route = routes[url.pathname];
    const envelope = route ? await route(body, headers) : codeEnvelope(Code.NotFound, Message.notFound);
    return new Response(JSON.stringify(envelope), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch, calls, paths: () => calls.map((call) => call.path) };
}
