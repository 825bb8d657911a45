import type BetterSqlite3 from 'better-sqlite3';
import { beforeEach, describe, expect, it } from 'vitest';
import { Code } from '@src/contract';
import { ApiError } from '../http/apiError';
import { ABANDONED_IN_FLIGHT_MS, IdempotentRequests, hashBody } from './idempotentRequests';
import { freshLedger } from './ledgerTestBed';

describe('idempotent money requests', () => {
  let now: number;
  let db: BetterSqlite3.Database;
  let requests: IdempotentRequests;
  let runs: number;
  const body = { amount: '100.00', bankId: 3, idempotencyKey: 'key-0001' };
  const work = () => {
    runs += 1;
    return { orderNo: `W${runs}`, amount: '100.00' };
  };
  const refusal = async (attempt: Promise<unknown>) =>
    attempt.then(
      () => 'accepted',
      (error: unknown) => (error instanceof ApiError ? { code: error.code, message: error.message } : String(error)),
    );

  beforeEach(() => {
    now = 1_800_000_000_000;
    ({ db } = freshLedger());
    requests = new IdempotentRequests(db, () => now);
    runs = 0;
  });

  it('runs the work once and answers a repeat with the saved answer', async () => {
    expect(await requests.run(1, 'withdraw', 'key-0001', body, work)).toEqual({ orderNo: 'W1', amount: '100.00' });
    expect(await requests.run(1, 'withdraw', 'key-0001', { ...body }, work)).toEqual({ orderNo: 'W1', amount: '100.00' });
    expect(runs).toBe(1);
  });

  it('keeps keys apart per member and per scope', async () => {
    await requests.run(1, 'withdraw', 'key-0001', body, work);
    await requests.run(2, 'withdraw', 'key-0001', body, work);
    await requests.run(1, 'deposit', 'key-0001', body, work);
    expect(runs).toBe(3);
  });

  it('refuses the key with another body (6009), whatever the order of its fields', async () => {
    await requests.run(1, 'withdraw', 'key-0001', body, work);
    const reordered = { idempotencyKey: 'key-0001', bankId: 3, amount: '100.00' };
    expect(await requests.run(1, 'withdraw', 'key-0001', reordered, work)).toEqual({ orderNo: 'W1', amount: '100.00' });
    expect(await refusal(requests.run(1, 'withdraw', 'key-0001', { ...body, amount: '200.00' }, work))).toEqual({
      code: Code.DataExists,
      message: '该幂等键已用于另一笔请求',
    });
    expect(runs).toBe(1);
  });

  it('answers 6011 while the first call runs, then the first answer', async () => {
    let finish: (value: string) => void = () => undefined;
    const first = requests.run(1, 'deposit', 'key-0002', body, () => new Promise<string>((resolve) => (finish = resolve)));
    expect(await refusal(requests.run(1, 'deposit', 'key-0002', body, work))).toEqual({
      code: Code.FrequentSubmission,
      message: '请求处理中，请勿重复提交',
    });
    finish('D1');
    expect(await first).toBe('D1');
    expect(await requests.run(1, 'deposit', 'key-0002', body, work)).toBe('D1');
    expect(runs).toBe(0);
  });

  it('answers a refusal (ApiError) again without running the work again', async () => {
    const refuse = () => {
      runs += 1;
      throw new ApiError(Code.IllegalParameter, '余额不足', { available: '0.00' });
    };
    const first = await refusal(requests.run(1, 'withdraw', 'key-0003', body, refuse));
    const again = await refusal(requests.run(1, 'withdraw', 'key-0003', body, refuse));
    expect(first).toEqual({ code: Code.IllegalParameter, message: '余额不足' });
    expect(again).toEqual(first);
    expect(runs).toBe(1);
  });

  it('releases the key when the work fails unexpectedly, so a retry runs it', async () => {
    await expect(
      requests.run(1, 'withdraw', 'key-0004', body, () => {
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(await requests.run(1, 'withdraw', 'key-0004', body, work)).toEqual({ orderNo: 'W1', amount: '100.00' });
  });

  it('treats a claim left by a crashed process as abandoned after a minute, and not before', async () => {
    db.prepare(
      `INSERT INTO idempotent_requests (member_id, scope, idempotency_key, body_hash, state, created_at, claim)
       VALUES (1, 'withdraw', 'key-0005', ?, 'in_flight', ?, 'dead-process')`,
    ).run(hashBody(body), now);
    now += ABANDONED_IN_FLIGHT_MS - 1;
    expect(await refusal(requests.run(1, 'withdraw', 'key-0005', body, work))).toMatchObject({ code: Code.FrequentSubmission });
    now += 1;
    expect(await requests.run(1, 'withdraw', 'key-0005', body, work)).toEqual({ orderNo: 'W1', amount: '100.00' });
    expect(await requests.run(1, 'withdraw', 'key-0005', body, work)).toEqual({ orderNo: 'W1', amount: '100.00' });
    expect(runs).toBe(1);
  });

  it('keeps a saved answer final in the database', async () => {
    await requests.run(1, 'withdraw', 'key-0006', body, work);
    expect(() => db.prepare("UPDATE idempotent_requests SET answer = '{}'").run()).toThrow(/final/);
    expect(() => db.prepare('DELETE FROM idempotent_requests').run()).toThrow(/final/);
  });
});
