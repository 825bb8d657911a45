import { describe, expect, it } from 'vitest';
import { firstValueFrom } from 'rxjs';
import { fromCall } from './fromCall';

describe('fromCall', () => {
  it('emits the answer and completes', async () => {
    await expect(firstValueFrom(fromCall(() => Promise.resolve(42)))).resolves.toBe(42);
  });

  it('passes a failure on as an error', async () => {
    await expect(firstValueFrom(fromCall(() => Promise.reject(new Error('系统维护中'))))).rejects.toThrow(
      '系统维护中',
    );
  });

  it('aborts the request when the subscriber leaves first (a switchMap moving on)', () => {
    let signal: AbortSignal | undefined;
    const subscription = fromCall((given) => {
      signal = given;
      return new Promise<never>(() => undefined);
    }).subscribe();
    expect(signal?.aborted).toBe(false);
    subscription.unsubscribe();
    expect(signal?.aborted).toBe(true);
  });
});
