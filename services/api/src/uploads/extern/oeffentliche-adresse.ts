import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Issue 29 §3 (no SSRF): addresses the server never fetches an image from — loopback, private,
 * link-local (cloud metadata), carrier-grade NAT, documentation, benchmark, multicast and reserved
 * ranges (IANA special-purpose registries).
 */
const GESPERRT = new BlockList();
for (const [netz, laenge] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  GESPERRT.addSubnet(netz, laenge, 'ipv4');
}
for (const [netz, laenge] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  GESPERRT.addSubnet(netz, laenge, 'ipv6');
}

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d or ::ffff:0a0b:0c0d), as IPv4; else null. */
function eingebettetesIpv4(adresse: string): string | null {
  const klein = adresse.toLowerCase();
  const punkt = /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(klein);
  if (punkt) return punkt[1] ?? null;
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(klein);
  if (!hex) return null;
  const [, hochText = '', tiefText = ''] = hex;
  const hoch = parseInt(hochText, 16);
  const tief = parseInt(tiefText, 16);
  return [hoch >> 8, hoch & 255, tief >> 8, tief & 255].join('.');
}

/** True only for a public unicast address the server may connect to. */
export function istOeffentlicheAdresse(adresse: string): boolean {
  const ohneKlammern = adresse.replace(/^\[|\]$/g, '');
  if (isIPv4(ohneKlammern)) return !GESPERRT.check(ohneKlammern, 'ipv4');
  if (!isIPv6(ohneKlammern)) return false;
  const v4 = eingebettetesIpv4(ohneKlammern);
  if (v4 !== null) return isIPv4(v4) && !GESPERRT.check(v4, 'ipv4');
  return !GESPERRT.check(ohneKlammern, 'ipv6');
}
