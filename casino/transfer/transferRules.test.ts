import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Big from 'big.js';
import { VenueMessage, transferAmountSchema } from '@src/contract/venue';
import { CENTER_WALLET, allAmountOf, exceedsBalance, isTransferVenue, transferRoute } from './transferRules';
import { transferFormSchema } from './transferForm';
import zhCN from './locales/zh-CN.json';
import { transferProblemOf } from './useTransferText';

const venue = fc.constantFrom('AGZR', 'BGZR', 'KYQP', 'PGDZ', 'XMTY', 'JDBBY');
const wallet = fc.oneof(fc.constant(CENTER_WALLET), venue);
/** A money amount in fen, as a decimal string with 2 decimals. */
const money = fc
  .bigInt({ min: 0n, max: 10n ** 11n })
  .map((fen) => new Big(fen.toString()).div(100).toFixed(2));

describe('which transfers are allowed (issue 15)', () => {
  it('centre to a venue is "in", a venue to the centre is "out", on that venue', () => {
    fc.assert(
      fc.property(venue, (enName) => {
        expect(transferRoute(CENTER_WALLET, enName)).toEqual({
          kind: 'allowed',
          channelCode: enName,
          direction: 'in',
        });
        expect(transferRoute(enName, CENTER_WALLET)).toEqual({
          kind: 'allowed',
          channelCode: enName,
          direction: 'out',
        });
      }),
    );
  });

  it('refuses the same wallet twice (centre to centre too) and venue to venue, and nothing else', () => {
    fc.assert(
      fc.property(wallet, wallet, (from, to) => {
        const route = transferRoute(from, to);
        if (from === to) expect(route).toEqual({ kind: 'refused', reason: 'sameWallet' });
        else if (from !== CENTER_WALLET && to !== CENTER_WALLET)
          expect(route).toEqual({ kind: 'refused', reason: 'venueToVenue' });
        else expect(route.kind).toBe('allowed');
      }),
    );
  });

  it('the local sportsbook (CRTY) is not a transfer venue: it bets from the centre wallet', () => {
    expect(isTransferVenue('CRTY')).toBe(false);
    expect(isTransferVenue('AGZR')).toBe(true);
  });
});

describe('the All button (spec 5)', () => {
  it('fills the whole balance, cut to 2 decimals, never more than the balance, and passes the amount rule', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 10n }), fc.integer({ min: 0, max: 9 }), (fen, extra) => {
        const balance = `${new Big(fen.toString()).div(100).toFixed(2)}${extra}`;
        const all = allAmountOf(balance);
        expect(new Big(all).lte(balance)).toBe(true);
        expect(new Big(balance).minus(all).lt('0.01')).toBe(true);
        expect(transferAmountSchema.safeParse(all).success).toBe(true);
      }),
    );
  });

  it('leaves the amount empty when there is nothing to move or the balance is unknown', () => {
    expect(allAmountOf('0.00')).toBe('');
    expect(allAmountOf('0.009')).toBe('');
    expect(allAmountOf(null)).toBe('');
    expect(allAmountOf('12.5')).toBe('12.50');
  });

  it('an amount exceeds a balance exactly when it is larger, compared as decimals', () => {
    fc.assert(
      fc.property(money, money, (amount, balance) => {
        expect(exceedsBalance(amount, balance)).toBe(new Big(amount).gt(balance));
      }),
    );
    expect(exceedsBalance('100', null)).toBe(false);
  });
});

describe('the transfer form (spec 5 amount rule and the refusals before sending)', () => {
  const balances: Record<string, string> = { [CENTER_WALLET]: '1000.00', AGZR: '50.00' };
  const schema = transferFormSchema((id) => balances[id] ?? null);
  const problems = (values: { from: string; to: string; amount: string }) => {
    const result = schema.safeParse(values);
    if (result.success) return [];
    // The form shows a field's first problem (react-hook-form's firstError).
    const firstByField = new Map<string, string>();
    for (const issue of result.error.issues) {
      const field = issue.path.join('.');
      if (!firstByField.has(field)) firstByField.set(field, issue.message);
    }
    return [...firstByField.values()];
  };

  it('says each amount rule in the contract words', () => {
    const to = { from: CENTER_WALLET, to: 'AGZR' };
    expect(problems({ ...to, amount: '' })).toEqual(['请输入转账金额']);
    expect(problems({ ...to, amount: '1.234' })).toEqual(['转账金额最多两位小数']);
    expect(problems({ ...to, amount: '0.00' })).toEqual(['转账金额必须大于0']);
    expect(problems({ ...to, amount: '1234567890.12' })).toEqual(['转账金额最多12位']);
    expect(problems({ ...to, amount: '100' })).toEqual([]);
  });

  it('refuses centre to centre, a venue to itself and venue to venue before sending', () => {
    expect(problems({ from: CENTER_WALLET, to: CENTER_WALLET, amount: '10' })).toEqual([
      VenueMessage.sameWallet,
    ]);
    expect(problems({ from: 'AGZR', to: 'AGZR', amount: '10' })).toEqual([VenueMessage.sameWallet]);
    expect(problems({ from: 'AGZR', to: 'KYQP', amount: '10' })).toEqual([VenueMessage.venueToVenue]);
  });

  it('refuses more than the from-wallet holds, naming the wallet kind', () => {
    expect(problems({ from: CENTER_WALLET, to: 'AGZR', amount: '1000.01' })).toEqual([
      VenueMessage.insufficientCenter,
    ]);
    expect(problems({ from: 'AGZR', to: CENTER_WALLET, amount: '50.01' })).toEqual([
      VenueMessage.insufficientVenue,
    ]);
    expect(problems({ from: 'AGZR', to: CENTER_WALLET, amount: '50' })).toEqual([]);
  });

  it('every message the form can give has its catalogue text (so zh-TW pages translate it)', () => {
    const messages = [
      ...['', '1.234', '0', '1234567890.12'].flatMap((amount) =>
        problems({ from: CENTER_WALLET, to: 'AGZR', amount }),
      ),
      VenueMessage.sameWallet,
      VenueMessage.venueToVenue,
      VenueMessage.insufficientCenter,
      VenueMessage.insufficientVenue,
    ];
    for (const message of messages) {
      const key = transferProblemOf(message);
      expect(key, message).not.toBeNull();
      if (key) expect(zhCN.problems[key]).toBe(message);
    }
  });
});
