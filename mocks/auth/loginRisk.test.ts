import { describe, expect, it } from 'vitest';
import { assessLoginRisk, sameNetwork } from './loginRisk';

describe('the new-device rule', () => {
  const known = [{ deviceId: 'home', ip: '192.0.2.10' }];

  it('trusts a member who never signed in anywhere', () => {
    expect(assessLoginRisk([], 'anything', '203.0.113.1')).toBe('trusted');
  });

  it('tells a new device, a new network and both apart', () => {
    expect(assessLoginRisk(known, 'home', '192.0.2.200')).toBe('trusted');
    expect(assessLoginRisk(known, 'home', '198.51.100.1')).toBe('newNetwork');
    expect(assessLoginRisk(known, 'cafe', '192.0.2.11')).toBe('newDevice');
    expect(assessLoginRisk(known, 'cafe', '198.51.100.1')).toBe('newDeviceAndNetwork');
    expect(assessLoginRisk([{ deviceId: '', ip: '192.0.2.10' }], '', '192.0.2.10')).toBe('newDevice');
  });

  it('counts a /24 (IPv4, mapped IPv4 too) and a /64 (IPv6) as one network', () => {
    expect(sameNetwork('192.0.2.10', '::ffff:192.0.2.99')).toBe(true);
    expect(sameNetwork('192.0.2.10', '192.0.3.10')).toBe(false);
    expect(sameNetwork('2001:db8:1:2::1', '2001:db8:1:2:ffff::9')).toBe(true);
    expect(sameNetwork('2001:db8:1:2::1', '2001:db8:1:3::1')).toBe(false);
    expect(sameNetwork('192.0.2.10', '2001:db8::1')).toBe(false);
    expect(sameNetwork('not-an-ip', 'not-an-ip')).toBe(true);
  });
});
