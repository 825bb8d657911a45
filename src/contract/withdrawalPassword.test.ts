import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import zhCN from '@src/mine/withdrawalPassword/locales/zh-CN.json';
import {
  WithdrawalPasswordMessage,
  isTrivialWithdrawalPassword,
  newWithdrawalPasswordSchema,
  setWithdrawalPasswordRequestSchema,
} from './withdrawalPassword';

const sixDigits = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 6, maxLength: 6 }).map((d) => d.join(''));

describe('the withdrawal password rule', () => {
  it('refuses all-same digits and runs up or down, and nothing else', () => {
    for (const trivial of ['000000', '888888', '123456', '012345', '456789', '654321', '987654', '543210']) {
      expect(isTrivialWithdrawalPassword(trivial)).toBe(true);
    }
    fc.assert(
      fc.property(sixDigits, (password) => {
        const digits = Array.from(password, Number);
        const steps = new Set(digits.slice(1).map((digit, index) => digit - (digits[index] ?? 0)));
        const expected = steps.size === 1 && [0, 1, -1].includes([...steps][0] ?? 99);
        expect(isTrivialWithdrawalPassword(password)).toBe(expected);
      }),
    );
  });

  it('says what is wrong in Chinese: not six digits, too easy, the two differ', () => {
    const messages = (value: unknown) =>
      setWithdrawalPasswordRequestSchema.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];
    const login = 'e10adc3949ba59abbe56e057f20f883e';
    expect(messages({ loginPassword: login, password: '12345', secondPassword: '12345' })).toEqual([
      WithdrawalPasswordMessage.format,
    ]);
    expect(messages({ loginPassword: login, password: '123456', secondPassword: '123456' })).toEqual([
      WithdrawalPasswordMessage.trivial,
    ]);
    expect(messages({ loginPassword: login, password: '258013', secondPassword: '258014' })).toEqual([
      WithdrawalPasswordMessage.mismatch,
    ]);
    expect(newWithdrawalPasswordSchema.safeParse('25801３').success).toBe(false);
  });

  it("keeps the client catalogue's rule texts equal to the contract's messages (so they translate)", () => {
    const { required, format, trivial, mismatch } = WithdrawalPasswordMessage;
    expect({ required, format, trivial, mismatch }).toEqual({
      required: zhCN.rules.required,
      format: zhCN.rules.format,
      trivial: zhCN.rules.trivial,
      mismatch: zhCN.rules.mismatch,
    });
  });
});
