import type { EntityManager } from 'typeorm';
import { benutzerSpalten, darfNullSein, escape, inPortionen, kopieSpalten } from './karten-spalten';

/**
 * Art. 17 through the privacy map, inside the caller's transaction: for the given users, first every
 * 'anonymisieren' reference becomes NULL (0 where the column is NOT NULL) and every copy of their
 * e-mail is cleared or its row deleted, then every row a 'zeile' column ties to them is deleted, and
 * last the accounts. The foreign keys' cascades agree with the map (checked by the schema test), so
 * rows that belong to deleted rows (cards of a stack) go with them.
 */
export async function loescheBenutzer(manager: EntityManager, benutzerIds: readonly number[]): Promise<void> {
  for (const ids of inPortionen([...new Set(benutzerIds)])) {
    const emails = await emailsOf(manager, ids);
    await anonymisiere(manager, ids);
    await entferneKopien(manager, emails);
    await loescheZeilen(manager, ids);
  }
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

async function anonymisiere(manager: EntityManager, ids: readonly number[]): Promise<void> {
  for (const { tabelle, spalte, art } of benutzerSpalten()) {
    if (art.loeschen !== 'anonymisieren') continue;
    await manager
      .createQueryBuilder()
      .update(tabelle.tabelle)
      .set({ [spalte]: darfNullSein(manager, tabelle.tabelle, spalte) ? null : 0 })
      .where(`${escape(manager, spalte)} IN (:...ids)`, { ids })
      .execute();
  }
}

async function entferneKopien(manager: EntityManager, emails: readonly string[]): Promise<void> {
  if (emails.length === 0) return;
  for (const { tabelle, spalte, art } of kopieSpalten()) {
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

async function loescheZeilen(manager: EntityManager, ids: readonly number[]): Promise<void> {
  const zeilen = benutzerSpalten().filter(({ art }) => art.loeschen === 'zeile');
  // The accounts last: the other rows are deleted by the map, not merely by the cascade.
  const konten = zeilen.filter(({ tabelle }) => tabelle.tabelle === 'benutzer');
  for (const { tabelle, spalte } of [...zeilen.filter((bezug) => !konten.includes(bezug)), ...konten]) {
    await manager
      .createQueryBuilder()
      .delete()
      .from(tabelle.tabelle)
      .where(`${escape(manager, spalte)} IN (:...ids)`, { ids })
      .execute();
  }
}
