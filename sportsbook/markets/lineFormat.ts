import Big from 'big.js';

/**
 * A handicap or total line for display: quarter lines split into their two neighbours ("0.25" -> "0/0.5",
 * "2.75" -> "2.5/3"), others as they are without trailing zeros. `signed`: a handicap shows its sign
 * ("-0/0.5", "+1"); level is "0".
 */
export function formatLine(line: string, signed: boolean): string {
  let value: Big;
  try {
    value = new Big(line);
  } catch {
    return line;
  }
  const negative = value.lt(0);
  const magnitude = value.abs();
  const quarter = magnitude.mod(0.5).eq(0.25);
  const text = quarter ? `${magnitude.minus(0.25).toString()}/${magnitude.plus(0.25).toString()}` : magnitude.toString();
  if (!signed || magnitude.eq(0)) return text;
  return `${negative ? '-' : '+'}${text}`;
}

/** The line as the away side reads it: the home handicap negated. */
export function awayLine(line: string): string {
  try {
    const value = new Big(line);
    return value.eq(0) ? '0' : value.times(-1).toString();
  } catch {
    return line;
  }
}

/** Orders lines numerically (decimal strings, no floats). */
export function compareLines(a: string, b: string): number {
  try {
    return new Big(a).cmp(new Big(b));
  } catch {
    return a < b ? -1 : a > b ? 1 : 0;
  }
}
