import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createBase58check } from '@scure/base';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import {
  BANKS,
  CardMessage,
  addBankCardRequestSchema,
  bankCardNumberProblem,
  erc20AddressProblem,
  isLuhnValid,
  isTrc20Address,
  maskAccount,
  toEip55Address,
  type BankRule,
} from './cards';

const digits = (min: number, max: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: min, maxLength: max }).map((d) => d.join(''));

/** Appends the Luhn check digit. */
function withCheckDigit(body: string): string {
  const check = Array.from({ length: 10 }, (_, digit) => `${body}${digit}`).find(isLuhnValid);
  if (!check) throw new Error('no check digit');
  return check;
}

const base58check = createBase58check(sha256);
const ICBC = BANKS.find((bank) => bank.bankCode === 'ICBC') as BankRule;
const PSBC = BANKS.find((bank) => bank.bankCode === 'PSBC') as BankRule;

describe('bank card numbers', () => {
  it('Luhn: every number with its check digit passes, and changing any one digit makes it fail', () => {
    fc.assert(
      fc.property(digits(15, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (body, at, shift) => {
        const valid = withCheckDigit(body);
        expect(isLuhnValid(valid)).toBe(true);
        const index = at % valid.length;
        const changed = `${valid.slice(0, index)}${(Number(valid[index]) + shift) % 10}${valid.slice(index + 1)}`;
        expect(isLuhnValid(changed)).toBe(false);
      }),
    );
  });

  it("checks digits, then the bank's lengths, then Luhn where the bank uses it", () => {
    expect(bankCardNumberProblem(ICBC, '')).toBe(CardMessage.cardNumberRequired);
    expect(bankCardNumberProblem(ICBC, '6222-0212')).toBe(CardMessage.cardNumberDigits);
    expect(bankCardNumberProblem(ICBC, withCheckDigit('62220212345678'))).toBe(CardMessage.cardNumberLength);
    expect(bankCardNumberProblem(ICBC, '6222021234567890123')).toBe(CardMessage.cardNumberChecksum);
    expect(bankCardNumberProblem(ICBC, '6222021234567890128')).toBeNull();
    // The postal savings bank's numbers carry no Luhn digit: any 18 or 19 digits.
    fc.assert(
      fc.property(digits(18, 19), (number) => {
        expect(bankCardNumberProblem(PSBC, number)).toBeNull();
      }),
    );
  });

  it('the add schema names the card number when it fails, with the chosen bank', () => {
    const result = addBankCardRequestSchema.safeParse({
      bankCode: 'CMB',
      cardNumber: '6222021234567890128',
      holderName: '张伟',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['cardNumber', CardMessage.cardNumberLength],
    ]);
  });

  it('masks a card to its last four digits', () => {
    expect(maskAccount('bank', '6222021234567890128')).toBe('**** **** **** 0128');
    expect(maskAccount('alipay', '13812345678')).toBe('138****5678');
    expect(maskAccount('alipay', 'zhangwei@example.com')).toBe('zh****@example.com');
  });
});

describe('virtual-coin addresses', () => {
  const bytes20 = fc.uint8Array({ minLength: 20, maxLength: 20 });

  it('TRC20: a Base58Check of 0x41 and 20 bytes passes; another version byte or a changed character fails', () => {
    fc.assert(
      fc.property(bytes20, fc.integer({ min: 0, max: 255 }), (body, version) => {
        const address = base58check.encode(Uint8Array.of(0x41, ...body));
        expect(isTrc20Address(address)).toBe(true);
        if (version !== 0x41) expect(isTrc20Address(base58check.encode(Uint8Array.of(version, ...body)))).toBe(false);
        const last = address.at(-1) === '1' ? '2' : '1';
        expect(isTrc20Address(`${address.slice(0, -1)}${last}`)).toBe(false);
      }),
    );
    expect(isTrc20Address('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(true);
  });

  it('ERC20: EIP-55 round trip, and a checksummed address with one letter of the other case fails', () => {
    // The EIP-55 specification's own examples.
    for (const example of ['0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359']) {
      expect(toEip55Address(example.toLowerCase())).toBe(example);
      expect(erc20AddressProblem(example)).toBeNull();
    }
    fc.assert(
      fc.property(bytes20, fc.nat(), (body, at) => {
        const lower = `0x${bytesToHex(body)}`;
        const checksummed = toEip55Address(lower);
        expect(checksummed.toLowerCase()).toBe(lower);
        expect(toEip55Address(checksummed)).toBe(checksummed);
        expect(erc20AddressProblem(checksummed)).toBeNull();
        expect(erc20AddressProblem(lower)).toBeNull();
        const letters = [...checksummed.slice(2)].flatMap((c, i) => (/[a-fA-F]/.test(c) ? [i + 2] : []));
        if (letters.length < 2) return;
        const index = letters[at % letters.length] ?? 2;
        const character = checksummed[index] ?? '';
        const flipped = character === character.toUpperCase() ? character.toLowerCase() : character.toUpperCase();
        const broken = `${checksummed.slice(0, index)}${flipped}${checksummed.slice(index + 1)}`;
        // Still mixed case (other letters keep theirs) unless it became all one case.
        const rest = broken.slice(2);
        const mixed = rest !== rest.toLowerCase() && rest !== rest.toUpperCase();
        expect(erc20AddressProblem(broken)).toBe(mixed ? CardMessage.erc20Checksum : null);
      }),
    );
  });
});
