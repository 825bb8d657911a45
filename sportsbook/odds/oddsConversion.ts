import Big, { type BigSource } from 'big.js';
import type { OddsType } from './oddsType';

/**
 * Conversions between decimal (European) odds and the Hong Kong, Indonesian and Malay formats, with
 * big.js only (DESIGN.md section 5):
 *   HK = D - 1
 *   Malay = D - 1 if D <= 2, else -1 / (D - 1)
 *   Indonesian = D - 1 if D >= 2, else -1 / (D - 1)
 * and back. Rounding: divisions keep CONVERSION_DP decimal places, rounded half away from zero; sums
 * and differences are exact. With 20 places, a round trip D -> format -> D is off by less than 1e-12
 * for any D up to 1000 (the error of -1/x grows with (D - 1)^2). Display rounding is oddsFormat's.
 */
export const CONVERSION_DP = 20;

// A private constructor: these settings never leak into other users of big.js.
const OddsBig = Big();
OddsBig.DP = CONVERSION_DP;
OddsBig.RM = OddsBig.roundHalfUp;

const ONE = new OddsBig(1);
const TWO = new OddsBig(2);

export class InvalidOddsError extends RangeError {
  constructor(value: string, type: OddsType) {
    super(`not valid ${type} odds: ${value}`);
    this.name = 'InvalidOddsError';
  }
}

/** Accepts what formatOdds shows, including the "+" of Indonesian and Malay odds. */
function parse(value: BigSource, type: OddsType): Big {
  try {
    return new OddsBig(typeof value === 'string' && value.startsWith('+') ? value.slice(1) : value);
  } catch {
    throw new InvalidOddsError(String(value), type);
  }
}

/** A decimal price (> 1) in the given format. Throws InvalidOddsError otherwise. */
export function toOddsType(decimal: BigSource, type: OddsType): Big {
  const d = parse(decimal, 'E');
  if (d.lte(ONE)) throw new InvalidOddsError(d.toString(), 'E');
  const profit = d.minus(ONE);
  switch (type) {
    case 'E':
      return d;
    case 'H':
      return profit;
    case 'M':
      return d.lte(TWO) ? profit : ONE.div(profit).neg();
    case 'I':
      return d.gte(TWO) ? profit : ONE.div(profit).neg();
  }
}

/**
 * A value in the given format back to a decimal price. Valid ranges: E > 1; H > 0; M in [-1, 1]
 * without 0; I >= 1 or <= -1. Throws InvalidOddsError outside them.
 */
export function fromOddsType(value: BigSource, type: OddsType): Big {
  const v = parse(value, type);
  const invalid = (): never => {
    throw new InvalidOddsError(v.toString(), type);
  };
  switch (type) {
    case 'E':
      return v.gt(ONE) ? v : invalid();
    case 'H':
      return v.gt(0) ? v.plus(ONE) : invalid();
    case 'M':
      if (v.gt(0) && v.lte(ONE)) return v.plus(ONE);
      if (v.lt(0) && v.gte(ONE.neg())) return ONE.minus(ONE.div(v));
      return invalid();
    case 'I':
      if (v.gte(ONE)) return v.plus(ONE);
      if (v.lte(ONE.neg())) return ONE.minus(ONE.div(v));
      return invalid();
  }
}
