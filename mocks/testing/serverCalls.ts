import { Header, type Envelope } from '@src/contract';

export type ServerCall = <T>(path: string, body: unknown, token?: string) => Promise<Envelope<T>>;

/**
 * A contract call to a listening backend, as the client sends it (timestamp, client type, a fixed device id,
 * the member token when given): for tests that drive the HTTP API beside the server's sockets.
 */
export function serverCalls(baseUrl: () => string, device: string): ServerCall {
  return async <T>(path: string, body: unknown, token?: string): Promise<Envelope<T>> => {
    const response = await fetch(`${baseUrl()}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [Header.timestamp]: String(Date.now()),
        [Header.clientType]: 'web',
        [Header.uuid]: device,
        ...(token ? { [Header.token]: token } : {}),
      },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Envelope<T>;
  };
}
