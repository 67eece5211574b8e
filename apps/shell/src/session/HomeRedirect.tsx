import { Navigate } from '@lernstapel/ui';
import { SessionState } from './SessionState';
import { homePathFor } from './home-path';

/** '/': logged in → the user's area; otherwise the API client sends the browser to /login. */
export function HomeRedirect() {
  return <SessionState>{({ user }) => <Navigate to={homePathFor(user)} replace />}</SessionState>;
}
