import type { SchuleSummary } from '@lernstapel/contracts';

/** 'Anschrift, PLZ Ort' from the parts that are filled. */
export function schuleAdresse(schule: SchuleSummary): string {
  const ort = [schule.plz, schule.ort].filter(Boolean).join(' ');
  return [schule.anschrift1, ort].filter(Boolean).join(', ');
}

/** The school's name as the table shows it: name1 and, when given, name2. */
export function schuleName(schule: Pick<SchuleSummary, 'name1' | 'name2'>): string {
  return [schule.name1, schule.name2].filter(Boolean).join(' ');
}
