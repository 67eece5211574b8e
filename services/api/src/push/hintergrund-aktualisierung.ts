import type { AuthUser } from '../identitaet/auth-user';
import { pushTopic, schulTopicOf } from '../pushbus/push-topics';

type Reichweite = 'benutzer' | 'klasse' | 'schule';

interface Regel {
  pfad: string;
  /** Tag types of the api-client cache that the lists of this area provide. */
  tags: string[];
  reichweite: Reichweite;
}

/**
 * 01 §4 background refresh over push (issue 13): a successful change under one of these routes tells
 * the people who may see its lists to fetch them again. Only tag names travel, never data: each
 * client refetches what it is allowed to read. The most specific path comes first. Card changes
 * (every quiz card saves its box) reach only the user's own tabs; sharing, hand-ins and team stacks
 * concern the school; exams the class.
 */
export const REGELN: readonly Regel[] = [
  { pfad: '/api/unterrichtsmodulteile', tags: ['Unterrichtsmodul'], reichweite: 'benutzer' },
  { pfad: '/api/unterrichtsmodule', tags: ['Unterrichtsmodul', 'Briefkasten'], reichweite: 'schule' },
  {
    pfad: '/api/stapelablage',
    tags: ['Stapelablage', 'Briefkasten', 'Unterrichtsmodul'],
    reichweite: 'schule',
  },
  { pfad: '/api/benutzerordner', tags: ['Benutzerordner', 'Unterrichtsmodul'], reichweite: 'benutzer' },
  { pfad: '/api/pruefungen', tags: ['Pruefung'], reichweite: 'klasse' },
];

export function regelFuer(method: string, url: string): Regel | undefined {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return undefined;
  const pfad = url.split('?')[0] ?? '';
  return REGELN.find((regel) => pfad === regel.pfad || pfad.startsWith(`${regel.pfad}/`));
}

/**
 * Who hears of a change: a teacher's change in the class reaches the whole class; a pupil's (an exam
 * started, answers saved, handed in) only the class's teacher, not every classmate's screen.
 */
export function topicFuer(reichweite: Reichweite, user: AuthUser): string {
  if (reichweite === 'klasse' && user.klassen_code) {
    return user.rolle === 'pupil'
      ? pushTopic.klassenlehrer(user.schule_id, user.klassen_code)
      : pushTopic.klasse(user.schule_id, user.klassen_code);
  }
  if (reichweite === 'benutzer') return pushTopic.benutzer(user.id);
  return schulTopicOf(user);
}
