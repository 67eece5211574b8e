import type { BenutzerAdminZeile } from '@lernstapel/contracts';

/**
 * The users whose username, full name, e-mail, login code or school contains `filter`
 * (case-insensitive, surrounding spaces ignored); an empty filter keeps everyone.
 */
export function filterBenutzer(
  benutzer: readonly BenutzerAdminZeile[],
  filter: string,
): readonly BenutzerAdminZeile[] {
  const gesucht = filter.trim().toLocaleLowerCase('de');
  if (gesucht === '') return benutzer;
  return benutzer.filter((zeile) =>
    [zeile.benutzername, zeile.namevoll, zeile.email, zeile.anmeldecode, zeile.schule].some((wert) =>
      (wert ?? '').toLocaleLowerCase('de').includes(gesucht),
    ),
  );
}
