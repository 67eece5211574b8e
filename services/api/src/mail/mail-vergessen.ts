import { t } from '@lernstapel/texts';
import type { EntityManager } from 'typeorm';

export interface VergesseneMails {
  /** Outbox files of the mails deleted with the users. */
  loeschen: string[];
  /** Mails about them, anonymised: their outbox files are written again with this text. */
  neu: { datei: string; empfaenger: string; betreff: string; text: string }[];
}

/** Every occurrence of the values, case-insensitive, replaced by the deletion marker. */
export function ohneWerte(text: string, werte: readonly string[]): string {
  const ersatz = t('datenschutz.geloescht');
  return werte.reduce(
    (ergebnis, wert) =>
      ergebnis.replace(new RegExp(wert.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'), ersatz),
    text,
  );
}

/**
 * Issue 29, inside the deletion's transaction and before the map deletes rows: the mails to the users
 * (their id or their address) are deleted by the map; here their outbox files are collected. Mails about
 * them to someone else (a licence order to the operator) keep, with every value naming them replaced.
 */
export async function mailsVergessen(
  manager: EntityManager,
  ids: readonly number[],
  emails: readonly string[],
  werte: readonly string[],
): Promise<VergesseneMails> {
  const an = manager
    .createQueryBuilder()
    .select('m.datei', 'datei')
    .from('mailausgang', 'm')
    .where('m.benutzer_id IN (:...ids)', { ids });
  if (emails.length > 0) an.orWhere('LOWER(m.empfaenger) IN (:...emails)', { emails });
  const geloescht: { datei: string | null }[] = await an.getRawMany();

  const ueber: { id: number; datei: string | null; empfaenger: string; betreff: string; text: string }[] =
    await manager
      .createQueryBuilder()
      .select([
        'm.id AS id',
        'm.datei AS datei',
        'm.empfaenger AS empfaenger',
        'm.betreff AS betreff',
        'm.text AS text',
      ])
      .from('mailausgang', 'm')
      .where('m.ueber_benutzer_id IN (:...ids)', { ids })
      .getRawMany();
  const neu: VergesseneMails['neu'] = [];
  for (const mail of ueber) {
    const betreff = ohneWerte(mail.betreff, werte);
    const text = ohneWerte(mail.text, werte);
    await manager
      .createQueryBuilder()
      .update('mailausgang')
      .set({ betreff, text })
      .where('id = :id', { id: mail.id })
      .execute();
    if (mail.datei) neu.push({ datei: mail.datei, empfaenger: mail.empfaenger, betreff, text });
  }
  return { loeschen: geloescht.flatMap((mail) => (mail.datei ? [mail.datei] : [])), neu };
}
