import type { SessionUser } from '@lernstapel/contracts';

export type PortalArea = 'user' | 'admin';

/** 01 §4: a main administrator goes to /admin, everyone else to /user. */
export function areaFor(user: SessionUser): PortalArea {
  return user.ist_main_admin ? 'admin' : 'user';
}

export function homePathFor(user: SessionUser): string {
  return `/${areaFor(user)}`;
}
