import type { ReactNode } from 'react';
import { Navigate } from '@lernstapel/ui';
import type { SessionUser } from '@lernstapel/contracts';
import { SessionState } from './SessionState';
import { areaFor, homePathFor, type PortalArea } from './home-path';

export interface RequireSessionProps {
  area: PortalArea;
  children: (user: SessionUser) => ReactNode;
}

/** Guard of /user and /admin: needs a session (401 → /login) and the role of the area, else the user's own area. */
export function RequireSession({ area, children }: RequireSessionProps) {
  return (
    <SessionState>
      {({ user }) => (areaFor(user) === area ? children(user) : <Navigate to={homePathFor(user)} replace />)}
    </SessionState>
  );
}
