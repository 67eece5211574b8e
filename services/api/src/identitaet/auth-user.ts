/** 01 §6: the three roles. An individually registered person counts as a teacher. */
export const ROLLEN = ['mainAdmin', 'teacher', 'pupil'] as const;
export type Rolle = (typeof ROLLEN)[number];

/** 01 §6 flags a route can require on top of a role. */
export const BERECHTIGUNGEN = [
  'kann_lehrpersonen_bearbeiten',
  'kann_schuldaten_bearbeiten',
  'kann_stapel_veroeffentlichen',
] as const;
export type Berechtigung = (typeof BERECHTIGUNGEN)[number];

/** The logged-in user as guards and services see it (request.user); never sent to a client. */
export interface AuthUser {
  id: number;
  sitzungId: number;
  rolle: Rolle;
  schule_id: number | null;
  klassen_code: string | null;
  kann_lehrpersonen_bearbeiten: boolean;
  kann_schuldaten_bearbeiten: boolean;
  kann_stapel_veroeffentlichen: boolean;
}

export interface RolleFlags {
  ist_main_admin: boolean;
  ist_schueler: boolean;
}

export function rolleOf(flags: RolleFlags): Rolle {
  if (flags.ist_main_admin) return 'mainAdmin';
  return flags.ist_schueler ? 'pupil' : 'teacher';
}
