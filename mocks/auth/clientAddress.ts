import ipaddr from 'ipaddr.js';

/**
 * The key a client address is counted under by per-address limits: an IPv4 address as is (an IPv4-mapped IPv6
 * address as its IPv4), an IPv6 address by its /64, since one subscriber is commonly given a whole /64 and could
 * otherwise take a fresh address for every guess. Anything unparsable counts as itself.
 */
export function addressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const prefix = ipaddr.IPv6.parse(ip).toNormalizedString().split(':').slice(0, 4).join(':');
  return `${prefix}::/64`;
}
