import { useState } from 'react';
import type { SessionUser } from '@lernstapel/contracts';
import { apiErrorMessage, useGetSessionQuery } from '@lernstapel/api-client';
import { lehrkraefteLabel } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { BuildId, EmptyState, ErrorNotice, LoadingState, PageTitle, Alert, Divider } from '@lernstapel/ui';
import { BUILD_ID } from '@lernstapel/webpack-federation';
import { LehrpersonenAbschnitt } from './lehrpersonen/LehrpersonenAbschnitt';
import { LizenzFuerNeueSchule } from './lizenzbestellen/LizenzFuerNeueSchule';
import { SchuleAbschnitt } from './eigene/SchuleAbschnitt';
import { DatenexporteAbschnitt } from './datenexporte/DatenexporteAbschnitt';

interface InhaltProps {
  user: SessionUser;
  onLizenzBestellt: (message: string) => void;
}

function Inhalt({ user, onLizenzBestellt }: InhaltProps) {
  // 01 §6: an individual (no school) has no teacher section; they order a licence for a school.
  if (user.schule_id === null) return <LizenzFuerNeueSchule onBestellt={onLizenzBestellt} />;
  if (!user.kann_lehrpersonen_bearbeiten && !user.kann_schuldaten_bearbeiten)
    return <EmptyState message={t('lehrpersonen.keineRechteSeite')} />;
  return (
    <>
      {user.kann_lehrpersonen_bearbeiten ? <LehrpersonenAbschnitt schuleId={user.schule_id} /> : null}
      {user.kann_lehrpersonen_bearbeiten && user.kann_schuldaten_bearbeiten ? <Divider my="lg" /> : null}
      {user.kann_schuldaten_bearbeiten ? <SchuleAbschnitt schuleId={user.schule_id} /> : null}
      <Divider my="lg" />
      <DatenexporteAbschnitt />
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
  // The order for a new school refreshes the session, which replaces the order form by the normal
  // sections: its message is kept here so that it stays visible.
  const [bestellMeldung, setBestellMeldung] = useState<string | null>(null);
  const content = () => {
    if (session.error)
      return <ErrorNotice message={apiErrorMessage(session.error)} onRetry={() => void session.refetch()} />;
    if (!user) return <LoadingState />;
    return <Inhalt user={user} onLizenzBestellt={setBestellMeldung} />;
  };
  return (
    <section>
      {/* 01 §2: titled like the menu item; a teacher without a flag has none and reads 'Schule'. */}
      <PageTitle>{t(user ? (lehrkraefteLabel(user) ?? 'menue.schule') : 'menue.verwaltung')}</PageTitle>
      {bestellMeldung ? (
        <Alert color="green" variant="light" role="status" mb="md" data-testid="lizenz-bestellt">
          {bestellMeldung}
        </Alert>
      ) : null}
      {content()}
      <BuildId app="admin" id={BUILD_ID} />
    </section>
  );
}
