import type { AppStorage } from './appStorage';

// spec 3: the spellings each code arrives under in the page address.
const REFERRAL_PARAMS = ['rcode', 'r_code', 'r_Code', 'rCode'] as const;
const INVITE_PARAMS = ['icode', 'i_code', 'i_Code', 'iCode'] as const;

function firstParam(url: URL, names: readonly string[]): string | null {
  for (const name of names) {
    const value = url.searchParams.get(name)?.trim();
    if (value) return value.slice(0, 64);
  }
  return null;
}

/** Stores referral and invite codes found in the page address, with that address (spec 3). */
export function captureReferral(pageUrl: URL, storage: AppStorage): void {
  const referralCode = firstParam(pageUrl, REFERRAL_PARAMS);
  const inviteCode = firstParam(pageUrl, INVITE_PARAMS);
  if (!referralCode && !inviteCode) return;
  if (referralCode) storage.set('referralCode', referralCode);
  if (inviteCode) storage.set('inviteCode', inviteCode);
  storage.set('originalUrl', pageUrl.href);
}

export interface RegisterReferral {
  /** The page address with icode and rcode added (spec 7.5). */
  domain: string;
  rCode: string;
  iCode: string;
}

export function registerReferral(pageUrl: URL, storage: AppStorage): RegisterReferral {
  const rCode = storage.get('referralCode') ?? '';
  const iCode = storage.get('inviteCode') ?? '';
  const domain = new URL(pageUrl.href);
  if (iCode) domain.searchParams.set('icode', iCode);
  if (rCode) domain.searchParams.set('rcode', rCode);
  return { domain: domain.href, rCode, iCode };
}
