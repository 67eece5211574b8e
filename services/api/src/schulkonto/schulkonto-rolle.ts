import type { Rolle } from '../identitaet/auth-user';

const SCHUELER = ['schueler', 'schüler', 'schuelerin', 'schülerin', 'student', 'pupil', 'learner'];
const LEHRPERSON = [
  'lehrer',
  'lehrerin',
  'lehrperson',
  'lehrkraft',
  'teacher',
  'staff',
  'faculty',
  'employee',
];

/**
 * Issue 28: the role the school's provider names in the configured claim (a text or a list of texts),
 * or null when it names none we know. Only a known role is compared with the account's.
 */
export function rolleAusClaim(
  claims: Record<string, unknown>,
  claim: string | null,
): 'pupil' | 'teacher' | null {
  if (!claim) return null;
  const value = claims[claim];
  const values = (Array.isArray(value) ? value : [value])
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim().toLowerCase());
  if (values.some((entry) => SCHUELER.includes(entry))) return 'pupil';
  if (values.some((entry) => LEHRPERSON.includes(entry))) return 'teacher';
  return null;
}

/** A provider that says 'pupil' never signs in a teacher's account, and the other way round. */
export function passtRolle(claimRolle: 'pupil' | 'teacher' | null, konto: Rolle): boolean {
  return claimRolle === null || claimRolle === konto;
}

/** The person's name from the standard claims: given_name and family_name, else name; null without. */
export function nameAusClaims(claims: Record<string, unknown>): string | null {
  const text = (claim: string) => (typeof claims[claim] === 'string' ? (claims[claim] as string).trim() : '');
  const name = [text('given_name'), text('family_name')].filter(Boolean).join(' ') || text('name');
  return name ? name.slice(0, 255) : null;
}
