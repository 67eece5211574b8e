import { useEffect } from 'react';
import type { SessionUser } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import {
  AppFrame,
  ErrorNotice,
  PageTitle,
  SideNav,
  type SideNavItem,
  useLocation,
  useNavigate,
  useParams,
} from '@lernstapel/ui';
import { RechtlicheLinks } from '../datenschutz/RechtlicheLinks';
import { RemoteSlot } from '../federation/RemoteSlot';
import { Hilfe } from '../hilfe';
import { MeinKonto } from '../konto';
import { useSignOut } from '../session/use-sign-out';
import { Dashboard } from './Dashboard';
import { NeueVersionHinweis } from '../pwa/NeueVersionHinweis';
import { NurOnline } from '../pwa/NurOnline';
import { offlineLesenAuffrischen } from '../pwa/offline-lesen';
import { useAblenkungenMelden } from '../benutzerablenkungen/use-ablenkungen-melden';
import {
  isUserPage,
  shownUserPage,
  userPageFrom,
  userPageLabel,
  userPagePath,
  userPagesFor,
  USER_PAGE_REMOTES,
  type UserPage,
} from './user-pages';

const SIGN_OUT = 'abmelden';

/** The side menu of `user`: the pages they may open, then 'Abmelden'. */
function menuFor(user: SessionUser): SideNavItem[] {
  return [
    ...userPagesFor(user).map((page) => ({ key: page, label: t(userPageLabel(page, user)) })),
    { key: SIGN_OUT, label: t('menue.abmelden') },
  ];
}

export interface UserAreaProps {
  user: SessionUser;
}

function PageContent({
  page,
  user,
  onOpen,
}: {
  page: UserPage;
  user: SessionUser;
  onOpen: (page: UserPage) => void;
}) {
  switch (page) {
    case 'dashboard':
      return <Dashboard user={user} onOpen={onOpen} />;
    case 'flashcards':
      return <RemoteSlot {...USER_PAGE_REMOTES.flashcards[0]} />;
    case 'fachgruppen':
      return <RemoteSlot {...USER_PAGE_REMOTES.fachgruppen[0]} />;
    case 'lehrkraefte':
      // The admin remote titles the page itself ('Verwaltung' / 'Lehrpersonen' / 'Schule') from the flags.
      return <RemoteSlot {...USER_PAGE_REMOTES.lehrkraefte[0]} />;
    case 'einstellungen':
      return <MeinKonto user={user} />;
    case 'aufgaben':
      // 01 §2 Aufgaben: the tabs Quiz, Verbessern, Monitoring (cards remote) above the exams; each
      // slot fails on its own.
      return (
        <>
          <PageTitle>{t('menue.aufgaben')}</PageTitle>
          <RemoteSlot {...USER_PAGE_REMOTES.aufgaben[0]} />
          <NurOnline area="exams">
            <RemoteSlot {...USER_PAGE_REMOTES.aufgaben[1]} />
          </NurOnline>
        </>
      );
    case 'wettbewerbe':
      return (
        <NurOnline area="races">
          <RemoteSlot {...USER_PAGE_REMOTES.wettbewerbe[0]} />
        </NurOnline>
      );
    case 'hilfe':
      return <Hilfe />;
  }
}

/**
 * /user and /user/{from}: side menu and pages of teachers, pupils and individuals (01 §2). The
 * address names the page (issue 23): the menu and the dashboard change it, so a reload keeps the
 * page and the browser's back button goes back.
 */
export function UserArea({ user }: UserAreaProps) {
  const { from } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { signOut, errorMessage } = useSignOut();
  // 01 §1, §4: a pupil's window reports focus, blur, resize and visibility for the teacher's feed.
  useAblenkungenMelden(user.ist_schueler);
  // Issue 27: the service worker keeps this user's session, so that the app opens offline next time.
  useEffect(() => offlineLesenAuffrischen(true), [user.id]);
  const shown = shownUserPage(userPageFrom(from), user);

  const open = (page: UserPage) => {
    const path = userPagePath(page);
    if (path !== pathname) void navigate(path);
  };
  const onSelect = (key: string) => {
    if (key === SIGN_OUT) void signOut();
    else if (isUserPage(key)) open(key);
  };

  return (
    <AppFrame
      navigation={<SideNav items={menuFor(user)} activeKey={shown} onSelect={onSelect} />}
      footer={<RechtlicheLinks />}
    >
      <NeueVersionHinweis />
      {errorMessage ? <ErrorNotice message={errorMessage} /> : null}
      <PageContent key={shown} page={shown} user={user} onOpen={open} />
    </AppFrame>
  );
}
