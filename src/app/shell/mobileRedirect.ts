/** Phones and tablets, by user agent (iPadOS in desktop mode passes as a Mac and stays). */
const MOBILE_USER_AGENT = /Android|iPhone|iPad|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|HarmonyOS|Mobile/i;

export function isMobileUserAgent(userAgent: string): boolean {
  return MOBILE_USER_AGENT.test(userAgent);
}

export interface MobileRedirectInput {
  userAgent: string;
  /** siteBaseConfig.h5DomainUrl; empty: the site has no mobile address. */
  h5DomainUrl: string;
  inviteCode: string | null;
  referralCode: string | null;
}

/**
 * spec 1: a visitor on a mobile device goes to the mobile site, carrying the invite and referral codes.
 * null: stay (a desktop, no mobile address, or an address that is not a web address).
 */
export function mobileRedirectUrl({ userAgent, h5DomainUrl, inviteCode, referralCode }: MobileRedirectInput): string | null {
  const address = h5DomainUrl.trim();
  if (!address || !isMobileUserAgent(userAgent)) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(address) ? address : `https://${address}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (inviteCode) url.searchParams.set('icode', inviteCode);
  if (referralCode) url.searchParams.set('rcode', referralCode);
  return url.href;
}
