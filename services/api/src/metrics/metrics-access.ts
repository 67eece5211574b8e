import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList } from 'node:net';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The client address as Fastify resolved it (TRUST_PROXY), IPv4-mapped IPv6 included. */
export function isLoopbackAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return LOOPBACK.check(mapped[1], 'ipv4');
  return LOOPBACK.check(ip, ip.includes(':') ? 'ipv6' : 'ipv4');
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Issue 26 §4: the metrics are read from the server itself, or by a scraper that sends
 * `Authorization: Bearer <METRICS_TOKEN>` (compared in constant time). Behind a load balancer with
 * TRUST_PROXY the address is the forwarded client's, so a request through the balancer is not local.
 */
export function mayReadMetrics(
  ip: string,
  authorization: string | undefined,
  token: string | undefined,
): boolean {
  if (isLoopbackAddress(ip)) return true;
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  return timingSafeEqual(digest(authorization.slice('Bearer '.length)), digest(token));
}
