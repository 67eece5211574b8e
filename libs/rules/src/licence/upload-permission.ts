/** 01 §4, §9: a teacher's upload permission for a pupil lasts 2 hours. */
export const UPLOAD_PERMISSION_HOURS = 2;

/** When an upload permission granted at `grantedAt` ends (erlaubt_bis). */
export function uploadPermissionUntil(grantedAt: Date): Date {
  return new Date(grantedAt.getTime() + UPLOAD_PERMISSION_HOURS * 60 * 60 * 1000);
}

/** 02 §6: a pupil may upload while erlaubt_bis lies in the future. */
export function hasUploadPermission(erlaubtBis: Date | null | undefined, now: Date = new Date()): boolean {
  return erlaubtBis !== null && erlaubtBis !== undefined && erlaubtBis.getTime() > now.getTime();
}
