/**
 * Compares two decimal strings ("1.95", "-0.25", "12") by value without turning them into floats
 * (DESIGN.md section 5) and without big.js, because it runs for every changed price on the hot path.
 * Returns -1, 0 or 1. Malformed input compares as text, which keeps the order total.
 */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  if (a === b) return 0;
  // Fast path, the usual price change ("1.95" -> "1.97"): no sign, same length and the point in the
  // same place, so integer and fraction digits line up and text order is value order.
  if (a.length === b.length && a.charCodeAt(0) !== 45 && b.charCodeAt(0) !== 45 && a.indexOf('.') === b.indexOf('.')) {
    return a < b ? -1 : 1;
  }
  const negA = a.charCodeAt(0) === 45; // '-'
  const negB = b.charCodeAt(0) === 45;
  if (negA !== negB) {
    if (isZero(a) && isZero(b)) return 0;
    return negA ? -1 : 1;
  }
  const magnitude = compareMagnitude(negA ? a.slice(1) : a, negB ? b.slice(1) : b);
  if (!negA || magnitude === 0) return magnitude;
  return magnitude < 0 ? 1 : -1;
}

function compareMagnitude(a: string, b: string): -1 | 0 | 1 {
  const dotA = a.indexOf('.');
  const dotB = b.indexOf('.');
  const intA = trimLeadingZeros(dotA < 0 ? a : a.slice(0, dotA));
  const intB = trimLeadingZeros(dotB < 0 ? b : b.slice(0, dotB));
  if (intA.length !== intB.length) return intA.length < intB.length ? -1 : 1;
  if (intA !== intB) return intA < intB ? -1 : 1;
  const fracA = dotA < 0 ? '' : a.slice(dotA + 1);
  const fracB = dotB < 0 ? '' : b.slice(dotB + 1);
  const len = Math.max(fracA.length, fracB.length);
  const padA = fracA.padEnd(len, '0');
  const padB = fracB.padEnd(len, '0');
  if (padA === padB) return 0;
  return padA < padB ? -1 : 1;
}

function trimLeadingZeros(digits: string): string {
  let i = 0;
  while (i < digits.length - 1 && digits.charCodeAt(i) === 48) i++;
  return i === 0 ? digits : digits.slice(i);
}

function isZero(value: string): boolean {
  return /^-?0*(\.0*)?$/.test(value);
}
