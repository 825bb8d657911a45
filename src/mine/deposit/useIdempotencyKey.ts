import { useCallback, useRef } from 'react';
import { ApiCallError } from '@src/api';

/**
 * One idempotency key per intended deposit (src/contract/idempotency.ts): made for a request, kept until the
 * server answers it, so a retry after a lost answer (or a double tap) carries the same key and makes one order.
 * A server's answer (an order or a refusal) ends the key; another request (other channel or amount) gets a new one.
 */
export function useIdempotencyKey(newKey: () => string = () => crypto.randomUUID()) {
  const current = useRef<{ key: string; request: string } | null>(null);
  const keyFor = useCallback(
    (request: unknown): string => {
      const signature = JSON.stringify(request);
      if (current.current?.request !== signature) current.current = { key: newKey(), request: signature };
      return current.current.key;
    },
    [newKey],
  );
  /** The call ended: with the server's answer the key is done; a network fault keeps it for the retry. */
  const settled = useCallback((error?: unknown) => {
    if (error === undefined || error instanceof ApiCallError) current.current = null;
  }, []);
  return { keyFor, settled };
}
