/**
 * A new client message id (cmid): random, so a retry of the same message is recognisable and two messages
 * never share one. `crypto.randomUUID` exists only in secure contexts; plain http falls back to random bytes.
 */
export function randomCmid(): string {
  const { crypto } = globalThis;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
