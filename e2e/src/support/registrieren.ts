import { expect, type Page } from '@playwright/test';

/**
 * Registers a new school with its first teacher through the API (01 §5) and returns the login code.
 * A new school has no licence for this year (lizenz_jahr empty).
 */
export async function neueSchuleRegistrieren(
  page: Page,
  namevoll: string,
  benutzername: string,
): Promise<string> {
  const response = await page.request.post('/api/benutzer/registrieren', {
    data: {
      art: 'schule',
      namevoll,
      benutzername,
      email: `${benutzername}@schule.example`,
      schulName1: `Schule von ${namevoll} ${benutzername}`,
      schulStrasse: 'Bahnhofstrasse 1',
      schulPLZ: '4000',
      schulOrt: 'Basel',
      schulLand: 'CH',
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { anmeldecode: string }).anmeldecode;
}
