import { randomBytes } from 'node:crypto';
import { newDeviceId, ownerTag, signDevice, verifyDevice } from './device-cookie';

describe('device cookie', () => {
  const key = randomBytes(32);
  // A user id no expiry time or random base64 text contains by chance (42 did: 1795742025).
  const benutzerId = 918_273_645;
  const device = { id: newDeviceId(), owner: ownerTag(key, benutzerId) };
  const now = Date.now();
  const value = signDevice(key, device, now + 60_000);

  it('a cookie this server signed names its device until it expires', () => {
    expect(verifyDevice(key, value, now)).toEqual(device);
    expect(verifyDevice(key, value, now + 61_000)).toBeNull();
  });

  it('the owner tag is per user and does not show the user id', () => {
    expect(ownerTag(key, benutzerId)).toBe(device.owner);
    expect(ownerTag(key, benutzerId + 1)).not.toBe(device.owner);
    expect(value).not.toContain(String(benutzerId));
  });

  it.each([
    ['another key', signDevice(randomBytes(32), device, now + 60_000)],
    ['another device', value.replace(device.id, newDeviceId())],
    ['another owner', value.replace(device.owner, ownerTag(key, 7))],
    ['a later expiry', value.replace(/\.(\d+)\./, (_all, seconds: string) => `.${Number(seconds) + 1000}.`)],
    ['a cut signature', value.slice(0, -1)],
    ['no cookie', undefined],
    ['rubbish', 'a.b.c'],
  ])('%s is no device', (_name, forged) => {
    expect(verifyDevice(key, forged, now)).toBeNull();
  });
});
