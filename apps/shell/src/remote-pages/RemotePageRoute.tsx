import type { RemotePage, SessionUser } from '@lernstapel/contracts';
import { AppFrame, Container } from '@lernstapel/ui';
import { useAblenkungenMelden } from '../benutzerablenkungen/use-ablenkungen-melden';
import { RechtlicheLinks } from '../datenschutz/RechtlicheLinks';
import { RemoteSlot } from '../federation/RemoteSlot';
import { RequireSession } from '../session/RequireSession';
import { NeueVersionHinweis } from '../pwa/NeueVersionHinweis';
import { NurOnline } from '../pwa/NurOnline';

export interface RemotePageRouteProps {
  page: RemotePage;
}

/**
 * A page a remote owns at the top level of the portal (01 §2, 02 §2): it needs a user session (a
 * main administrator goes to /admin, no session to /login) and is filled by the remote's exposed
 * module, which matches the rest of the path with its own routes. Full width, without the side
 * menu: the page's own close button leads back to the user area.
 */
export function RemotePageRoute({ page }: RemotePageRouteProps) {
  return <RequireSession area="user">{(user) => <RemotePageFrame page={page} user={user} />}</RequireSession>;
}

function RemotePageFrame({ page, user }: RemotePageRouteProps & { user: SessionUser }) {
  // Issue 12: a pupil leaving the window during an exam (or a race) appears in the activity feed,
  // as everywhere in the user area.
  useAblenkungenMelden(user.ist_schueler);
  return (
    <AppFrame footer={<RechtlicheLinks />}>
      <Container size="lg" px={0}>
        <NeueVersionHinweis />
        {page.remote === 'exams' || page.remote === 'races' ? (
          <NurOnline area={page.remote}>
            <RemoteSlot remote={page.remote} exposed={page.exposed} />
          </NurOnline>
        ) : (
          <RemoteSlot remote={page.remote} exposed={page.exposed} />
        )}
      </Container>
    </AppFrame>
  );
}
