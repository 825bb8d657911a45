import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageOn, isAdultOn, isCalendarDate, isValidPhone, isValidRealName } from './rules';

const DOT = '·';
const han = fc.integer({ min: 0x4e00, max: 0x9fa5 }).map((code) => String.fromCharCode(code));
const letter = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'.split(''));
const word = (unit: fc.Arbitrary<string>) =>
  fc.array(unit, { minLength: 1, maxLength: 6 }).map((units) => units.join(''));

/** Chinese at both ends, letters, Chinese and single dots between: 阿卜杜·热合曼, 张A·B李. */
const chineseName = fc
  .tuple(han, fc.array(word(fc.oneof(han, letter)), { maxLength: 3 }), han)
  .map(([first, words, last]) => (words.length === 0 ? first + last : `${first}${words.join(DOT)}${last}`));
/** Letters and single dots only: John·Smith. */
const latinName = fc.array(word(letter), { minLength: 1, maxLength: 4 }).map((words) => words.join(DOT));
const validName = fc.oneof(chineseName, latinName, han);

describe('real name rule (spec 5)', () => {
  it('accepts generated valid names', () => {
    fc.assert(fc.property(validName, (name) => isValidRealName(name)));
  });

  it('refuses any name with two adjacent middle dots', () => {
    fc.assert(
      fc.property(validName, fc.nat(), (name, at) => {
        const cut = at % (name.length + 1);
        return !isValidRealName(`${name.slice(0, cut)}${DOT}${DOT}${name.slice(cut)}`);
      }),
    );
  });

  it('refuses any name starting or ending with a middle dot', () => {
    fc.assert(fc.property(validName, (name) => !isValidRealName(DOT + name) && !isValidRealName(name + DOT)));
  });

  it('refuses other characters, and a letter at one end with Chinese at the other', () => {
    fc.assert(
      fc.property(validName, fc.constantFrom(' ', '1', '.', '-', '•', '_'), fc.nat(), (name, bad, at) => {
        const cut = 1 + (at % Math.max(name.length - 1, 1));
        return !isValidRealName(`${name.slice(0, cut)}${bad}${name.slice(cut)}`);
      }),
    );
    fc.assert(fc.property(letter, han, (l, h) => !isValidRealName(l + h) && !isValidRealName(h + l)));
    expect(isValidRealName('')).toBe(false);
  });
});

describe('age of 18 (spec 5)', () => {
  const day = fc.date({
    min: new Date('1950-01-01T00:00:00Z'),
    max: new Date('2030-12-31T00:00:00Z'),
    noInvalidDate: true,
  });
  const iso = (date: Date) => date.toISOString().slice(0, 10);

  it('is reached on the 18th birthday and not the day before', () => {
    fc.assert(
      fc.property(day, (birth) => {
        const birthday = iso(birth);
        const [y, m, d] = birthday.split('-');
        const eighteenth = `${Number(y) + 18}-${m}-${d}`;
        if (!isCalendarDate(eighteenth)) return true; // 29 February: checked below
        const dayBefore = iso(new Date(Date.parse(`${eighteenth}T00:00:00Z`) - 86_400_000));
        return isAdultOn(birthday, eighteenth) && !isAdultOn(birthday, dayBefore);
      }),
    );
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(isAdultOn('2001-02-29', '2030-01-01')).toBe(false);
  });
});

describe('phone patterns of the country list', () => {
  it('takes +86 numbers by default, with or without the prefix', () => {
    expect(isValidPhone('13800138000')).toBe(true);
    expect(isValidPhone('+8613800138000')).toBe(true);
    expect(isValidPhone('23800138000')).toBe(false);
    expect(isValidPhone('1380013800')).toBe(false);
    expect(isValidPhone('91234567', '^(\\+852)?[4-9]\\d{7}$')).toBe(true);
    expect(isValidPhone('13800138000', '(')).toBe(false);
  });
});
