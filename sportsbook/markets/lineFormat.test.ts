import { describe, expect, it } from 'vitest';
import { awayLine, compareLines, formatLine } from './lineFormat';

describe('line display', () => {
  it.each([
    ['0.25', false, '0/0.5'],
    ['0.75', false, '0.5/1'],
    ['2.25', false, '2/2.5'],
    ['2.75', false, '2.5/3'],
    ['2.5', false, '2.5'],
    ['3', false, '3'],
    ['-0.25', true, '-0/0.5'],
    ['0.25', true, '+0/0.5'],
    ['-1.5', true, '-1.5'],
    ['1.00', true, '+1'],
    ['0', true, '0'],
  ])('%s (signed %s) reads %s', (line, signed, shown) => {
    expect(formatLine(line, signed)).toBe(shown);
  });

  it('the away side reads the home handicap negated', () => {
    expect(awayLine('-0.75')).toBe('0.75');
    expect(awayLine('1.5')).toBe('-1.5');
    expect(awayLine('0')).toBe('0');
  });

  it('lines order numerically', () => {
    expect(['2.75', '-0.25', '10', '2.5'].sort(compareLines)).toEqual(['-0.25', '2.5', '2.75', '10']);
  });
});
