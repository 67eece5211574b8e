import type { SessionUser } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { PageTitle, Divider, Stack } from '@lernstapel/ui';
import { BrowserAbschnitt } from './BrowserAbschnitt';
import { DatenExportAbschnitt } from './DatenExportAbschnitt';
import { EmailAbschnitt } from './EmailAbschnitt';
import { GruppenAbschnitt } from './GruppenAbschnitt';
import { KontoLoeschenAbschnitt } from './KontoLoeschenAbschnitt';
import { NameAbschnitt } from './NameAbschnitt';

export interface MeinKontoProps {
  /** The logged-in user (the shell's session). */
  user: SessionUser;
}

/** 01 §6: only teachers (and individuals, who are teachers without a school) delete their account. */
function darfKontoLoeschen(user: SessionUser): boolean {
  return !user.ist_schueler && !user.ist_main_admin;
}

/**
 * 'Mein Konto' of the user area (01 §2 einstellungen): name, e-mail, saved login, the data export
 * (issue 16), a pupil's groups, account deletion.
 */
export function MeinKonto({ user }: MeinKontoProps) {
  return (
    <section>
      <PageTitle>{t('konto.titel')}</PageTitle>
      <Stack gap="lg" maw={560}>
        <NameAbschnitt user={user} />
        <Divider />
        <EmailAbschnitt user={user} />
        <Divider />
        <BrowserAbschnitt />
        <Divider />
        <DatenExportAbschnitt />
        {/* 01 §6: only pupils see their own group memberships; no request for anyone else. */}
        {user.ist_schueler ? (
          <>
            <Divider />
            <GruppenAbschnitt />
          </>
        ) : null}
        {darfKontoLoeschen(user) ? (
          <>
            <Divider />
            <KontoLoeschenAbschnitt user={user} />
          </>
        ) : null}
      </Stack>
    </section>
  );
}
