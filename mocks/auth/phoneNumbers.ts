import { Code, DEFAULT_AREA_CODE, RuleMessage, type CountryArea } from '@src/contract';
import { ApiError } from '../http/apiError';

/** A phone as members type it: spaces and dashes dropped, and a leading +<area code> of its own area too. */
export function nationalNumber(phone: string, areaCode: string = DEFAULT_AREA_CODE): string {
  const compact = phone.replace(/[\s-]/g, '');
  return compact.startsWith(areaCode) ? compact.slice(areaCode.length) : compact;
}

/** Where codes to a phone are addressed (outbox, rate limits): +8613800138000. */
export function phoneAddress(areaCode: string, national: string): string {
  return `${areaCode}${national}`;
}

/** E-mails are compared and addressed in lower case. */
export function emailAddress(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The 4 digits the new-device dialog asks for (spec 4, 5): the 4 before the last 4. For mainland numbers
 * these are the middle digits hidden by 138****8000.
 */
export function hiddenDigits(national: string): string {
  return national.slice(-8, -4);
}

/** The number with its hidden digits starred: 13800138000 -> 138****8000, 91234567 -> ****4567. */
export function maskForCompletion(national: string): string {
  if (national.length < 8) return '****';
  return `${national.slice(0, -8)}****${national.slice(-4)}`;
}

/** Whether a national number matches an area's pattern (a RegExp source that may allow the +code prefix). */
export function matchesAreaPattern(national: string, pattern: string): boolean {
  try {
    return new RegExp(pattern).test(national);
  } catch {
    return false;
  }
}

export interface ResolvedPhone {
  areaCode: string;
  national: string;
  /** +8613800138000 */
  address: string;
}

/** A typed phone checked against its area's pattern (queryCountryArea); 6007 when it does not match. */
export function resolvePhone(areas: readonly CountryArea[], phone: string, areaCode: string): ResolvedPhone {
  const area = areas.find((candidate) => candidate.areaCode === areaCode);
  const national = nationalNumber(phone, areaCode);
  if (!area || !/^\d+$/.test(national) || !matchesAreaPattern(national, area.regex)) {
    throw new ApiError(Code.InvalidParameter, RuleMessage.phoneFormat);
  }
  return { areaCode, national, address: phoneAddress(areaCode, national) };
}
