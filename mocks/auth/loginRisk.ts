import { BlockList, isIP } from 'node:net';
import { AccountMessage, Code } from '@src/contract';

export interface KnownDevice {
  deviceId: string;
  ip: string;
}

export type LoginRisk = 'trusted' | 'newNetwork' | 'newDevice' | 'newDeviceAndNetwork';

/**
 * The new-device rule (spec 4): a device is known when the member signed in from that `uuid` before; a
 * network is known when the member signed in from an address in the same /24 (IPv4) or /64 (IPv6) before,
 * from any device. A member who never signed in anywhere (seeded accounts) is trusted on first use;
 * registration records the registering device, so every registered member has one.
 */
export function assessLoginRisk(known: readonly KnownDevice[], deviceId: string, ip: string): LoginRisk {
  if (known.length === 0) return 'trusted';
  const knownDevice = deviceId !== '' && known.some((device) => device.deviceId === deviceId);
  const knownNetwork = known.some((device) => sameNetwork(device.ip, ip));
  if (knownDevice) return knownNetwork ? 'trusted' : 'newNetwork';
  return knownNetwork ? 'newDevice' : 'newDeviceAndNetwork';
}

/** The 602x answer of a risky login. */
export const RISK_ANSWER: Record<Exclude<LoginRisk, 'trusted'>, { code: number; message: string }> = {
  newNetwork: { code: Code.IpNotPassed, message: AccountMessage.newNetwork },
  newDevice: { code: Code.DeviceNotPassed, message: AccountMessage.newDevice },
  newDeviceAndNetwork: { code: Code.DeviceAndIpNotPassed, message: AccountMessage.newDeviceAndNetwork },
};

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;

export function sameNetwork(a: string, b: string): boolean {
  const [left, right] = [unmapped(a), unmapped(b)];
  const family = isIP(left);
  if (family === 0 || family !== isIP(right)) return left === right;
  const list = new BlockList();
  const type = family === 4 ? 'ipv4' : 'ipv6';
  list.addSubnet(left, family === 4 ? 24 : 64, type);
  return list.check(right, type);
}

function unmapped(ip: string): string {
  return MAPPED_V4.exec(ip)?.[1] ?? ip;
}
