import { hasUploadPermission, uploadPermissionUntil } from './upload-permission';

describe('upload permission (01 §4: 2 hours)', () => {
  const granted = new Date('2026-11-22T10:00:00Z');

  it('lasts 2 hours from the grant', () => {
    expect(uploadPermissionUntil(granted).toISOString()).toBe('2026-11-22T12:00:00.000Z');
  });

  it.each([
    ['2026-11-22T10:00:00Z', true],
    ['2026-11-22T11:59:59Z', true],
    ['2026-11-22T12:00:00Z', false],
    ['2026-11-22T13:00:00Z', false],
  ])('at %s → %p', (now, expected) => {
    expect(hasUploadPermission(uploadPermissionUntil(granted), new Date(now))).toBe(expected);
  });

  it.each([null, undefined])('without erlaubt_bis (%p) → false', (value) => {
    expect(hasUploadPermission(value, granted)).toBe(false);
  });
});
