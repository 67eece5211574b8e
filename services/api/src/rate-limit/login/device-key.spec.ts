import { mkdtempSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVICE_KEY_FILE, deviceKey } from './device-key';

describe('deviceKey', () => {
  it('without LOGIN_DEVICE_SECRET: made once in DATA_DIR (0600), the same for every instance and restart', () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'lernstapel-key-')), 'data');
    const first = deviceKey(undefined, dataDir);
    expect(first).toHaveLength(32);
    expect(statSync(join(dataDir, DEVICE_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(deviceKey(undefined, dataDir).equals(first)).toBe(true);
    expect(deviceKey(undefined, mkdtempSync(join(tmpdir(), 'lernstapel-key-'))).equals(first)).toBe(false);
  });

  it('LOGIN_DEVICE_SECRET gives every instance the same key, whatever their DATA_DIR', () => {
    const a = deviceKey('geheim', mkdtempSync(join(tmpdir(), 'lernstapel-key-')));
    const b = deviceKey('geheim', mkdtempSync(join(tmpdir(), 'lernstapel-key-')));
    expect(a.equals(b)).toBe(true);
    expect(deviceKey('anders', mkdtempSync(join(tmpdir(), 'lernstapel-key-'))).equals(a)).toBe(false);
  });

  it('refuses a key file that holds no key', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'lernstapel-key-'));
    writeFileSync(join(dataDir, DEVICE_KEY_FILE), 'kaputt');
    expect(() => deviceKey(undefined, dataDir)).toThrow('does not hold a 32-byte key');
  });
});
