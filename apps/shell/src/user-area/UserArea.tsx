import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import type { SessionUser } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { AppFrame, ErrorNotice, SideNav, type SideNavItem } from '@lernstapel/ui';
import { RemoteSlot } from '../federation/RemoteSlot';
import { useSignOut } from '../session/use-sign-out';
import { Dashboard } from './Dashboard';
import { isUserPage, USER_PAGE_LABELS, USER_PAGES, userPageFrom, type UserPage } from './user-pages';

const SIGN_OUT = 'abmelden';

const MENU: readonly SideNavItem[] = [
  ...USER_PAGES.map((page) => ({ key: page, label: t(USER_PAGE_LABELS[page]) })),
  { key: SIGN_OUT, label: t('menue.abmelden') },
];

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
      return <RemoteSlot remote="cards" exposed="MeineFlashcards" />;
    case 'aufgaben':
      return <RemoteSlot remote="exams" exposed="Pruefungen" />;
    case 'wettbewerbe':
      return <RemoteSlot remote="races" exposed="Wettbewerbe" />;
  }
}

/** /user and /user/{from}: side menu and pages of teachers, pupils and individuals (01 §2). */
export function UserArea({ user }: UserAreaProps) {
  const { from } = useParams();
  const [page, setPage] = useState<UserPage>(() => userPageFrom(from));
  const { signOut, errorMessage } = useSignOut();

  useEffect(() => setPage(userPageFrom(from)), [from]);

  const onSelect = (key: string) => {
    if (key === SIGN_OUT) void signOut();
    else if (isUserPage(key)) setPage(key);
  };

  return (
    <AppFrame navigation={<SideNav items={MENU} activeKey={page} onSelect={onSelect} />}>
      {errorMessage ? <ErrorNotice message={errorMessage} /> : null}
      <PageContent key={page} page={page} user={user} onOpen={setPage} />
    </AppFrame>
  );
}
