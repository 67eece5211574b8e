import type { Benutzer } from './entities/benutzer.entity';

/** The name shown for a person on a stack or card: the full name, else the username. */
export function anzeigename(benutzer: Pick<Benutzer, 'namevoll' | 'benutzername'>): string {
  return benutzer.namevoll.trim() !== '' ? benutzer.namevoll : benutzer.benutzername;
}
