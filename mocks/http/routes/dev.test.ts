import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@src/contract';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';
import { devApi } from './dev';

describe('test-only calls', () => {
  it('do not exist unless DEV_API is on', async () => {
    const backend = await createTestBackend();
    const response = await backend.app.inject({ method: 'POST', url: devApi.verifyLedger.path });
    expect(response.json()).toMatchObject({ status_code: Code.NotFound });
    await backend.close();
  });

  describe('with DEV_API on', () => {
    let backend: TestBackend;
    beforeAll(async () => {
      backend = await createTestBackend({ devApi: true });
    });
    afterAll(() => backend.close());

    it('credit play money to a member once per key', async () => {
      const credit = { username: 'demo01', amount: '50.25', key: 'e2e-topup-1' };
      const first = await backend.call(devApi.creditMember.path, credit);
      const again = await backend.call(devApi.creditMember.path, credit);
      expect(first.body.data).toMatchObject({ centerWalletBalance: '10050.25', replayed: false });
      expect(again.body.data).toMatchObject({ centerWalletBalance: '10050.25', replayed: true });
      const conflict = await backend.call(devApi.creditMember.path, { ...credit, amount: '1.00' });
      expect(conflict.body.status_code).toBe(Code.DataExists);
    });

    it('refuse a zero amount and an unknown member', async () => {
      const zero = await backend.call(devApi.creditMember.path, { username: 'demo01', amount: '0.00', key: 'z' });
      expect(zero.body).toMatchObject({ status_code: Code.InvalidParameter, message: '金额：金额必须大于0' });
      const unknown = await backend.call(devApi.creditMember.path, { username: 'ghost', amount: '1.00', key: 'g' });
      expect(unknown.body.status_code).toBe(Code.NoData);
    });

    it('report balanced books', async () => {
      const answer = await backend.call(devApi.verifyLedger.path);
      expect(devApi.verifyLedger.response.parse(answer.body.data)).toEqual({
        balanced: true,
        entriesTotal: '0.00',
        unbalancedTransactions: [],
        mismatchedAccounts: [],
        negativeMemberAccounts: [],
      });
    });
  });
});
