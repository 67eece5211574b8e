import { In, type Repository } from 'typeorm';
import type { Benutzer } from '../benutzer/entities/benutzer.entity';
import { anzeigename } from './anzeigename';

/** User id → display name (anzeigename) for the given ids, in one query; unknown ids are missing. */
export async function anzeigenamen(
  benutzer: Repository<Benutzer>,
  ids: readonly number[],
): Promise<Map<number, string>> {
  const eindeutig = [...new Set(ids)];
  if (eindeutig.length === 0) return new Map();
  const personen = await benutzer.find({
    select: { id: true, namevoll: true, benutzername: true },
    where: { id: In(eindeutig) },
  });
  return new Map(personen.map((person) => [person.id, anzeigename(person)]));
}
