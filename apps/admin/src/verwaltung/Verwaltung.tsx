import { Divider } from '@mantine/core';
import type { SessionUser } from '@lernstapel/contracts';
import { apiErrorMessage, useGetSessionQuery } from '@lernstapel/api-client';
import { t, type TextKey } from '@lernstapel/texts';
import { BuildId, EmptyState, ErrorNotice, LoadingState, PageTitle } from '@lernstapel/ui';
import { BUILD_ID } from '../build-id';
import { LehrpersonenAbschnitt } from './lehrpersonen/LehrpersonenAbschnitt';
import { SchuleAbschnitt } from './schuldaten/SchuleAbschnitt';

/** 01 §2: 'Verwaltung' with both administrative rights, otherwise 'Lehrpersonen' or 'Schule'. */
export function verwaltungTitel(user: SessionUser): TextKey {
  if (user.kann_lehrpersonen_bearbeiten && user.kann_schuldaten_bearbeiten) return 'menue.verwaltung';
  if (user.kann_lehrpersonen_bearbeiten) return 'menue.lehrpersonen';
  return 'menue.schule';
}

function Inhalt({ user }: { user: SessionUser }) {
  // 01 §6: individuals (no school) have no teacher section and no school of their own.
  if (user.schule_id === null) return <EmptyState message={t('lizenz.keineSchule')} />;
  if (!user.kann_lehrpersonen_bearbeiten && !user.kann_schuldaten_bearbeiten)
    return <EmptyState message={t('lehrpersonen.keineRechteSeite')} />;
  return (
    <>
      {user.kann_lehrpersonen_bearbeiten ? <LehrpersonenAbschnitt schuleId={user.schule_id} /> : null}
      {user.kann_lehrpersonen_bearbeiten && user.kann_schuldaten_bearbeiten ? <Divider my="lg" /> : null}
      {user.kann_schuldaten_bearbeiten ? <SchuleAbschnitt schuleId={user.schule_id} /> : null}
    </>
  );
}

/**
 * Exposed as 'admin/Verwaltung': the teachers page of the user area (01 §2 'lehrkraefte'). Its
 * sections follow the session user's flags (01 §6); the API enforces them again (DEVIATIONS 4).
 */
export function Verwaltung() {
  const session = useGetSessionQuery();
  const user = session.data?.user;
  const content = () => {
    if (session.error)
      return <ErrorNotice message={apiErrorMessage(session.error)} onRetry={() => void session.refetch()} />;
    if (!user) return <LoadingState />;
    return <Inhalt user={user} />;
  };
  return (
    <section>
      <PageTitle>{t(user ? verwaltungTitel(user) : 'menue.verwaltung')}</PageTitle>
      {content()}
      <BuildId app="admin" id={BUILD_ID} />
    </section>
  );
}
