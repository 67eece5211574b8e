import type { AuthUser } from '../identitaet/auth-user';

/**
 * The topics a connection listens to: only its own user, its class and its school. Events are
 * published to topics, never broadcast, so a user receives nothing of another class or school.
 */
export const pushTopic = {
  benutzer: (id: number) => `benutzer:${id}`,
  /** Everyone of a class (pupils and its teacher). */
  klasse: (schuleId: number | null, klassenCode: string) => `klasse:${schuleId ?? 0}:${klassenCode}`,
  /** Only the class's teacher (the activity feed, 01 §6: not for pupils). */
  klassenlehrer: (schuleId: number | null, klassenCode: string) =>
    `klassenlehrer:${schuleId ?? 0}:${klassenCode}`,
  /** A school; individually registered persons (no school) have their user topic only. */
  schule: (schuleId: number) => `schule:${schuleId}`,
};

export function topicsOf(user: AuthUser): string[] {
  const topics = [pushTopic.benutzer(user.id)];
  if (user.schule_id !== null) topics.push(pushTopic.schule(user.schule_id));
  if (user.klassen_code) {
    topics.push(pushTopic.klasse(user.schule_id, user.klassen_code));
    if (user.rolle === 'teacher') topics.push(pushTopic.klassenlehrer(user.schule_id, user.klassen_code));
  }
  return topics;
}

/** The widest topic a user's changes concern: their school, or themselves without one. */
export function schulTopicOf(user: Pick<AuthUser, 'id' | 'schule_id'>): string {
  return user.schule_id === null ? pushTopic.benutzer(user.id) : pushTopic.schule(user.schule_id);
}
