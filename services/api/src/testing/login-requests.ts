import request from 'supertest';
import { DEVICE_COOKIE } from '../rate-limit/login/device-cookie';
import { setCookies, type TestApp } from './create-test-app';

/** A login from `ip` (X-Forwarded-For; needs trustProxy) by a browser with the device cookie `device`, if any. */
export function login(app: TestApp, anmeldecode: string, options: { ip?: string; device?: string } = {}) {
  const pending = request(app.server).post('/api/benutzer/check');
  if (options.ip) void pending.set('X-Forwarded-For', options.ip);
  if (options.device) void pending.set('Cookie', options.device);
  return pending.send({ anmeldecode });
}

/** The `ls_geraet=…` pair a successful login set. */
export function deviceCookieOf(response: request.Response): string {
  const cookie = setCookies(response.headers).find((value) => value.startsWith(`${DEVICE_COOKIE}=`));
  if (!cookie) throw new Error('the login set no device cookie');
  return cookie.split(';')[0] ?? '';
}
