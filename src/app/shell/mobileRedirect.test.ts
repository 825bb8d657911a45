import { describe, expect, it } from 'vitest';
import { isMobileUserAgent, mobileRedirectUrl } from './mobileRedirect';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('the mobile redirect (spec 1)', () => {
  it('sends a phone to the mobile site with the invite and referral codes', () => {
    expect(
      mobileRedirectUrl({ userAgent: IPHONE, h5DomainUrl: 'https://m.example.test', inviteCode: 'I7', referralCode: 'R42' }),
    ).toBe('https://m.example.test/?icode=I7&rcode=R42');
  });

  it('keeps what the mobile address already carries and adds only the codes it has', () => {
    expect(
      mobileRedirectUrl({ userAgent: ANDROID, h5DomainUrl: 'm.example.test/h5?from=pc', inviteCode: null, referralCode: 'R1' }),
    ).toBe('https://m.example.test/h5?from=pc&rcode=R1');
  });

  it('a desktop stays', () => {
    expect(
      mobileRedirectUrl({ userAgent: DESKTOP, h5DomainUrl: 'https://m.example.test', inviteCode: 'I7', referralCode: null }),
    ).toBeNull();
  });

  it('no mobile address means no redirect', () => {
    expect(mobileRedirectUrl({ userAgent: IPHONE, h5DomainUrl: '  ', inviteCode: 'I7', referralCode: 'R1' })).toBeNull();
  });

  it('an address that is not a web address is never followed', () => {
    expect(
      mobileRedirectUrl({ userAgent: IPHONE, h5DomainUrl: 'javascript:alert(1)', inviteCode: null, referralCode: null }),
    ).toBeNull();
  });

  it('knows phones and tablets from desktops', () => {
    expect([IPHONE, ANDROID, DESKTOP].map(isMobileUserAgent)).toEqual([true, true, false]);
  });
});
