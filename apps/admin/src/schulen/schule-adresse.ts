import type { SchuleSummary } from '@lernstapel/contracts';

/** 'Anschrift, PLZ Ort' from the parts that are filled. */
export function schuleAdresse(schule: SchuleSummary): string {
  const ort = [schule.plz, schule.ort].filter(Boolean).join(' ');
  return [schule.anschrift1, ort].filter(Boolean).join(', ');
}
