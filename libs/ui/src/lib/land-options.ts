import { LAND_CODES } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';

/** 01 §3, §9: DE, CH, A with their German names, for a Select. */
export function landOptions(): { value: string; label: string }[] {
  return LAND_CODES.map((code) => ({ value: code, label: t(`schule.land.${code}`) }));
}
