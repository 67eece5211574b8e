import type { EntityManager } from 'typeorm';
import { UPLOAD_NAME } from '../config/upload-ordner';
import { escape, inPortionen } from './karten-spalten';

const UPLOAD_PFAD = '/api/uploads/';

/** The upload file a card column names, or null (an external address, a video, nothing). */
export function uploadName(wert: unknown): string | null {
  if (typeof wert !== 'string' || !wert.startsWith(UPLOAD_PFAD)) return null;
  const name = wert.slice(UPLOAD_PFAD.length);
  return UPLOAD_NAME.test(name) ? name : null;
}

/** Upload files the cards of the users' own stacks name (photos of a pupil are personal data). */
export async function uploadsDerStapel(
  manager: EntityManager,
  ids: readonly number[],
  uploadSpalten: readonly string[],
): Promise<Set<string>> {
  const spalten = uploadSpalten.map((spalte) => `k.${escape(manager, spalte)} AS ${escape(manager, spalte)}`);
  const zeilen: Record<string, unknown>[] = await manager
    .createQueryBuilder()
    .select(spalten)
    .from('unterrichtsmodulteil', 'k')
    .innerJoin('unterrichtsmodul', 's', 's.id = k.unterrichtsmodule_id')
    .where('s.eigentuemer_id IN (:...ids)', { ids })
    .getRawMany();
  return new Set(
    zeilen.flatMap((zeile) =>
      uploadSpalten.map((spalte) => uploadName(zeile[spalte])).filter((n): n is string => n !== null),
    ),
  );
}

/** Of these files, those no card and no exam snapshot names any more (after the deletion, same transaction). */
export async function verwaisteUploads(
  manager: EntityManager,
  namen: ReadonlySet<string>,
  uploadSpalten: readonly string[],
): Promise<string[]> {
  if (namen.size === 0) return [];
  const genannt = new Set<string>();
  for (const portion of inPortionen([...namen])) {
    const urls = portion.map((name) => UPLOAD_PFAD + name);
    for (const spalte of uploadSpalten) {
      const zeilen: { wert: string }[] = await manager
        .createQueryBuilder()
        .select(`k.${escape(manager, spalte)}`, 'wert')
        .from('unterrichtsmodulteil', 'k')
        .where(`k.${escape(manager, spalte)} IN (:...urls)`, { urls })
        .getRawMany();
      for (const zeile of zeilen) genannt.add(uploadName(zeile.wert) ?? '');
    }
  }
  for (const name of await inSchnappschuessen(manager, [...namen])) genannt.add(name);
  return [...namen].filter((name) => !genannt.has(name));
}

/** The files among `namen` that exam snapshots (pruefungsteil.karte) name. */
export async function inSchnappschuessen(
  manager: EntityManager,
  namen: readonly string[],
): Promise<string[]> {
  const gefunden = new Set<string>();
  for (const name of namen) {
    const zeile: unknown = await manager
      .createQueryBuilder()
      .select('t.id', 'id')
      .from('pruefungsteil', 't')
      .where('t.karte LIKE :muster', { muster: `%${UPLOAD_PFAD}${name}%` })
      .limit(1)
      .getRawOne();
    if (zeile) gefunden.add(name);
  }
  return [...gefunden];
}
