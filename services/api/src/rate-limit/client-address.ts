import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';
import type { AuthUser } from '../identitaet/auth-user';

/** The 8 groups of an IPv6 address (an embedded IPv4 tail included), or null when it is none. */
function ipv6Groups(address: string): number[] | null {
  let text = address.toLowerCase();
  const ipv4Tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (ipv4Tail) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Tail.slice(1).map(Number);
    text = `${text.slice(0, ipv4Tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail, ...rest] = text.split('::');
  if (rest.length > 0) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? 0 : 8 - left.length - right.length;
  const groups = [...left, ...Array<string>(Math.max(fill, 0)).fill('0'), ...right].map((group) =>
    parseInt(group, 16),
  );
  return groups.length === 8 && groups.every((group) => group >= 0 && group <= 0xffff) ? groups : null;
}

/**
 * The address a limit counts: IPv4 as it is; IPv6 by its /64 network (one connection owns all of it),
 * an IPv4-mapped IPv6 address as the IPv4 address.
 */
export function limitAddress(ip: string): string {
  const [bare = ''] = ip.split('%');
  if (isIP(bare) !== 6) return bare;
  const groups = ipv6Groups(bare);
  if (!groups) return bare;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return groups
      .slice(6)
      .flatMap((group) => [group >> 8, group & 0xff])
      .join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The request's address as Fastify's trustProxy sees it, as limits count it. */
export function clientAddress(request: FastifyRequest): string {
  return `ip-${limitAddress(request.ip)}`;
}

/**
 * The client a mail limit applies to: the logged-in user (a school's teachers share one address),
 * else the address.
 */
export function rateLimitClient(request: FastifyRequest): string {
  const user = (request as FastifyRequest & { user?: AuthUser }).user;
  if (user) return `benutzer-${user.id}`;
  return clientAddress(request);
}
