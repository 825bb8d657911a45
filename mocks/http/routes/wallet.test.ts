import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, Header, api } from '@src/contract';
import { DEMO_VENUES } from '../../db/demoData';
import { md5Hex } from '../../db/seed';
import { centerAccount, lockedAccount, venueAccount } from '../../ledger';
import { createTestBackend, type TestBackend } from '../../testing/testBackend';

describe('balances', () => {
  let backend: TestBackend;
  beforeAll(async () => {
    backend = await createTestBackend({ demoBalance: '888.80' });
  });
  afterAll(() => backend.close());

  const asMember = (token: string) => ({ [Header.token]: token });

  it('a new member starts with the demo balance in the centre wallet and nothing locked', async () => {
    const register = await backend.call(api.register.path, {
      name: 'wallet01',
      password: md5Hex('abc12345'),
      secondPassword: md5Hex('abc12345'),
      kaptchcate: 0,
    });
    const { token } = api.register.response.parse(register.body.data);
    const answer = await backend.call(api.getBalance.path, {}, asMember(token));
    expect(answer.body.status_code).toBe(Code.Success);
    expect(api.getBalance.response.parse(answer.body.data)).toEqual({ centerWalletBalance: '888.80', lockMoney: '0.00' });
  });

  it('the total of all venues (category 8) adds every venue wallet to the centre wallet, with 2 decimals', async () => {
    const { ledger } = backend.services;
    const member = 10001;
    ledger.openAccount(venueAccount(member, 'AGZR'), 'venue', { memberId: member, venue: 'AGZR' });
    ledger.move('test:to-agzr', 'venue_transfer', centerAccount(member), venueAccount(member, 'AGZR'), 12_345n);
    ledger.move('test:lock', 'withdraw_lock', centerAccount(member), lockedAccount(member), 1_000n);

    const token = await backend.loginDemo('plain');
    const answer = await backend.call(api.allBalance.path, { category: 8 }, asMember(token));
    const data = api.allBalance.response.parse(answer.body.data);
    expect(data.balance).toBe('878.80');
    expect(data.venues).toHaveLength(DEMO_VENUES.length);
    expect(data.venues[0]).toEqual({ enName: 'CRTY', name: '皇冠体育', balance: '0.00' });
    expect(data.venues).toContainEqual({ enName: 'AGZR', name: 'AG真人', balance: '123.45' });
    expect(data.venues).toContainEqual({ enName: 'KYQP', name: '开元棋牌', balance: '0.00' });

    const wallet = api.getBalance.response.parse((await backend.call(api.getBalance.path, {}, asMember(token))).body.data);
    expect(wallet).toEqual({ centerWalletBalance: '755.35', lockMoney: '10.00' });
  });

  it('asks a visitor to log in (6001) and refuses a non-numeric category (6007)', async () => {
    expect((await backend.call(api.allBalance.path, { category: 8 })).body.status_code).toBe(Code.LoginExpired);
    expect((await backend.call(api.getBalance.path)).body.status_code).toBe(Code.LoginExpired);
    const token = await backend.loginDemo('plain');
    const answer = await backend.call(api.allBalance.path, { category: '8' }, asMember(token));
    expect(answer.body).toEqual({ status_code: Code.InvalidParameter, data: null, message: '类别：类型不正确' });
  });

  it('the registration credits balance the books: issuance equals minus what members hold', () => {
    const { ledger } = backend.services;
    expect(ledger.verify()).toMatchObject({ balanced: true, entriesTotalFen: 0n });
    const members = backend.db.prepare<[], { id: number }>('SELECT id FROM members').all();
    const held = members.reduce((sum, { id }) => sum + ledger.balance(centerAccount(id)) + ledger.balance(lockedAccount(id)) + ledger.balance(venueAccount(id, 'AGZR')), 0n);
    expect(ledger.balance('house:issuance')).toBe(-held);
    expect(held).toBe(3n * 88_880n);
  });
});
