import type { Betreiber } from '@lernstapel/contracts';

type Env = Record<string, string | undefined>;

const PFLICHT = ['OPERATOR_NAME', 'OPERATOR_ADDRESS', 'OPERATOR_EMAIL'] as const;

/** '\n' written as two characters in an env file stands for a line break of the address. */
const zeilen = (wert: string): string => wert.replace(/\\n/g, '\n').trim();

/**
 * Issue 16: the operator named in the legal notice and the privacy text. Nothing set → null (the
 * dialogs say the operator data is missing, never invented details); a partial set is refused at start.
 */
const LAENDER = ['CH', 'DE', 'A'] as const;

/** OPERATOR_COUNTRY: CH, DE or A (as the school countries, 01 §9); unset → none. */
function landVon(wert: string | undefined): Betreiber['land'] {
  const land = (wert ?? '').trim().toUpperCase();
  if (land === '') return null;
  const bekannt = LAENDER.find((eintrag) => eintrag === land);
  if (!bekannt) throw new Error(`OPERATOR_COUNTRY must be one of ${LAENDER.join(', ')}, got "${wert ?? ''}"`);
  return bekannt;
}

export function readBetreiber(env: Env): Betreiber | null {
  const gesetzt = PFLICHT.filter((name) => (env[name] ?? '').trim() !== '');
  if (gesetzt.length === 0) return null;
  if (gesetzt.length < PFLICHT.length) {
    throw new Error(
      `${PFLICHT.join(', ')} must be set together (missing: ${PFLICHT.filter((n) => !gesetzt.includes(n)).join(', ')})`,
    );
  }
  const optional = (name: string): string | null => zeilen(env[name] ?? '') || null;
  const email = zeilen(env['OPERATOR_EMAIL'] ?? '');
  return {
    name: zeilen(env['OPERATOR_NAME'] ?? ''),
    adresse: zeilen(env['OPERATOR_ADDRESS'] ?? ''),
    email,
    datenschutzKontakt: optional('OPERATOR_PRIVACY_CONTACT') ?? email,
    register: optional('OPERATOR_REGISTER'),
    aufsichtsbehoerde: optional('OPERATOR_SUPERVISORY_AUTHORITY'),
    land: landVon(env['OPERATOR_COUNTRY']),
  };
}
