import type { EntityManager } from 'typeorm';
import { mailsVergessen } from '../mail/mail-vergessen';
import type { Karte } from './datenschutz-karte.service';
import type { Andere, DatenschutzTabelle } from '../datenschutzdeklaration/datenschutz-tabelle';
import { benutzerSpalten, darfNullSein, escape, inPortionen, kopieSpalten } from './karten-spalten';
import { uploadsDerStapel, verwaisteUploads } from './loeschung-uploads';
import { leererNachlauf, type Nachlauf } from './nachlauf';
import { personenWerte } from './personen-werte';

/**
 * Art. 17 through the privacy map, inside the caller's transaction: for the given users, first the mails
 * about them lose their names and every 'anonymisieren' reference becomes NULL (0 where the column is
 * NOT NULL), every copy of their e-mail is cleared or its row deleted, then every row a 'zeile' column
 * ties to them is deleted, then each 'zeileOhneAndere' row is deleted unless other people's rows still
 * point at it (then it is anonymised), and last the accounts. The foreign keys' cascades agree with the
 * map (checked by the schema test), so rows that belong to deleted rows (cards of a stack) go with them.
 * Returns the files to remove once the transaction has committed (DatenschutzService does it).
 */
export async function loescheBenutzer(
  manager: EntityManager,
  benutzerIds: readonly number[],
  karte: Karte,
): Promise<Nachlauf> {
  const nachlauf = leererNachlauf();
  for (const ids of inPortionen([...new Set(benutzerIds)])) {
    const emails = await emailsOf(manager, ids);
    const uploads = await uploadsDerStapel(manager, ids, karte.uploadSpalten);
    const mails = await mailsVergessen(manager, ids, emails, await personenWerte(manager, ids));
    nachlauf.mailDateien.push(...mails.loeschen);
    nachlauf.mailsNeu.push(...mails.neu);
    await anonymisiere(manager, ids, karte.tabellen);
    await entferneKopien(manager, emails, karte.tabellen);
    await loescheZeilen(manager, ids, karte.tabellen);
    await loescheOhneAndere(manager, ids, karte.tabellen);
    await loescheKonten(manager, ids, karte.tabellen);
    nachlauf.uploads.push(...(await verwaisteUploads(manager, uploads, karte.uploadSpalten)));
  }
  return nachlauf;
}

async function emailsOf(manager: EntityManager, ids: readonly number[]): Promise<string[]> {
  const rows: { email: string | null }[] = await manager
    .createQueryBuilder()
    .select('b.email', 'email')
    .from('benutzer', 'b')
    .where('b.id IN (:...ids)', { ids })
    .getRawMany();
  return rows.flatMap((row) => (row.email ? [row.email.trim().toLowerCase()] : []));
}

async function setzeNull(
  manager: EntityManager,
  tabelle: string,
  spalte: string,
  where: string,
  parameter: object,
) {
  await manager
    .createQueryBuilder()
    .update(tabelle)
    .set({ [spalte]: darfNullSein(manager, tabelle, spalte) ? null : 0 })
    .where(where, parameter)
    .execute();
}

async function anonymisiere(
  manager: EntityManager,
  ids: readonly number[],
  karte: readonly DatenschutzTabelle[],
): Promise<void> {
  for (const { tabelle, spalte, art } of benutzerSpalten(karte)) {
    if (art.loeschen !== 'anonymisieren') continue;
    await setzeNull(manager, tabelle.tabelle, spalte, `${escape(manager, spalte)} IN (:...ids)`, { ids });
  }
}

async function entferneKopien(
  manager: EntityManager,
  emails: readonly string[],
  karte: readonly DatenschutzTabelle[],
): Promise<void> {
  if (emails.length === 0) return;
  for (const { tabelle, spalte, art } of kopieSpalten(karte)) {
    const where = `LOWER(${escape(manager, spalte)}) IN (:...emails)`;
    const query = manager.createQueryBuilder();
    await (
      art.loeschen === 'zeile'
        ? query.delete().from(tabelle.tabelle).where(where, { emails })
        : query
            .update(tabelle.tabelle)
            .set({ [spalte]: null })
            .where(where, { emails })
    ).execute();
  }
}

async function loescheWo(manager: EntityManager, tabelle: string, spalte: string, ids: readonly number[]) {
  await manager
    .createQueryBuilder()
    .delete()
    .from(tabelle)
    .where(`${escape(manager, spalte)} IN (:...ids)`, { ids })
    .execute();
}

/** The accounts are deleted last: the other rows are deleted by the map, not merely by the cascade. */
async function loescheZeilen(
  manager: EntityManager,
  ids: readonly number[],
  karte: readonly DatenschutzTabelle[],
): Promise<void> {
  for (const { tabelle, spalte, art } of benutzerSpalten(karte)) {
    if (art.loeschen === 'zeile' && tabelle.tabelle !== 'benutzer')
      await loescheWo(manager, tabelle.tabelle, spalte, ids);
  }
}

async function loescheKonten(
  manager: EntityManager,
  ids: readonly number[],
  karte: readonly DatenschutzTabelle[],
): Promise<void> {
  for (const { tabelle, spalte, art } of benutzerSpalten(karte)) {
    if (art.loeschen === 'zeile' && tabelle.tabelle === 'benutzer')
      await loescheWo(manager, tabelle.tabelle, spalte, ids);
  }
}

/**
 * 'zeileOhneAndere': rows nobody else's rows point at any more are deleted (the user's own rows are gone
 * by now; accounts being deleted in this run do not count), the others are kept without the user.
 */
async function loescheOhneAndere(
  manager: EntityManager,
  ids: readonly number[],
  karte: readonly DatenschutzTabelle[],
): Promise<void> {
  for (const { tabelle, spalte, art } of benutzerSpalten(karte)) {
    if (art.loeschen !== 'zeileOhneAndere' || !art.andere) continue;
    const ohneAndere = `${escape(manager, spalte)} IN (:...ids) AND NOT EXISTS (${andereZeilen(manager, tabelle.tabelle, art.andere)})`;
    await manager.createQueryBuilder().delete().from(tabelle.tabelle).where(ohneAndere, { ids }).execute();
    await setzeNull(manager, tabelle.tabelle, spalte, `${escape(manager, spalte)} IN (:...ids)`, { ids });
  }
}

function andereZeilen(manager: EntityManager, tabelle: string, andere: Andere): string {
  const t = escape(manager, tabelle);
  const a = escape(manager, andere.tabelle);
  const nichtGeloescht =
    andere.tabelle === 'benutzer' ? ` AND a.${escape(manager, 'id')} NOT IN (:...ids)` : '';
  return `SELECT 1 FROM ${a} a WHERE a.${escape(manager, andere.spalte)} = ${t}.${escape(manager, 'id')}${nichtGeloescht}`;
}
