import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Issue 22 §2, OWASP 'device cookies': a browser that logged in successfully gets a signed cookie.
 * It names the device (random) and, as an opaque tag, the user who logged in on it: neither name
 * nor code nor user id can be read from it. Only this server can make one (HMAC-SHA256).
 */
export const DEVICE_COOKIE = 'ls_geraet';

/** How long a device stays known without another successful login on it. */
export const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

export interface Device {
  /** Random, per browser; kept across logins. */
  id: string;
  /** The user of its last successful login, as a tag only this server can compute. */
  owner: string;
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

export function newDeviceId(): string {
  return randomBytes(16).toString('base64url');
}

export function ownerTag(key: Buffer, benutzerId: number): string {
  return mac(key, `benutzer:${benutzerId}`).slice(0, 22);
}

/** The cookie's value: device, owner, expiry (s) and their signature. */
export function signDevice(key: Buffer, device: Device, expiresAtMs: number): string {
  const payload = `${device.id}.${device.owner}.${Math.floor(expiresAtMs / 1000)}`;
  return `${payload}.${mac(key, payload)}`;
}

/** The device of a cookie value this server signed and that has not expired; null for anything else. */
export function verifyDevice(key: Buffer, value: string | undefined, nowMs: number): Device | null {
  const parts = value?.split('.') ?? [];
  if (parts.length !== 4) return null;
  const [id = '', owner = '', expires = '', signature = ''] = parts;
  const expected = Buffer.from(mac(key, `${id}.${owner}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (!/^\d+$/.test(expires) || Number(expires) * 1000 <= nowMs) return null;
  return { id, owner };
}
