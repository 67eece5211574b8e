import type { SessionUser } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { PageTitle, SimpleGrid, Text } from '@lernstapel/ui';
import { roleKey } from './dashboard-role';
import { DashboardTile } from './DashboardTile';
import { ErsteSchrittePanel } from './ErsteSchritte';
import { TileErrorBoundary } from './TileErrorBoundary';
import { AufgabenTile } from './tiles/AufgabenTile';
import { FlashcardsTile } from './tiles/FlashcardsTile';
import { LetzterStapelTile } from './tiles/LetzterStapelTile';
import { SusGruppenTile } from './tiles/SusGruppenTile';
import { WettbewerbeTile } from './tiles/WettbewerbeTile';
import { shownUserPage, type UserPage } from './user-pages';

export interface DashboardProps {
  user: SessionUser;
  onOpen: (page: UserPage) => void;
}

/**
 * The dashboard of the user area (01 §2): one tile per area, in the spec's order. Tiles that depend
 * on data (last stack, SuS / Gruppen, Quiz-Wettbewerbe) show only when there is something; counts
 * come from the API and refresh every 30 s (01 §4, dashboard-api.ts).
 */
export function Dashboard({ user, onOpen }: DashboardProps) {
  // The configuration tile leads to the administration when the user has it, else to the account.
  const konfigurationPage: UserPage =
    shownUserPage('lehrkraefte', user) === 'lehrkraefte' ? 'lehrkraefte' : 'einstellungen';
  return (
    <section>
      <PageTitle>{t('menue.dashboard')}</PageTitle>
      <Text size="lg" mb="lg">
        {t('portal.dashboard.begruessung', { name: user.namevoll || user.benutzername })}
      </Text>
      <TileErrorBoundary tile="erste-schritte">
        <ErsteSchrittePanel user={user} onOpen={onOpen} />
      </TileErrorBoundary>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <DashboardTile
          testId="tile-konfiguration"
          title={t('dashboard.aktuelleKonfiguration')}
          text={t('portal.dashboard.konfigurationText', { rolle: t(roleKey(user)) })}
          action={{ onOpen: () => onOpen(konfigurationPage) }}
        />
        <TileErrorBoundary tile="letzter-stapel">
          <LetzterStapelTile />
        </TileErrorBoundary>
        <TileErrorBoundary tile="aufgaben">
          <AufgabenTile user={user} onOpen={onOpen} />
        </TileErrorBoundary>
        <TileErrorBoundary tile="sus-gruppen">
          <SusGruppenTile user={user} onOpen={onOpen} />
        </TileErrorBoundary>
        <TileErrorBoundary tile="flashcards">
          <FlashcardsTile user={user} onOpen={onOpen} />
        </TileErrorBoundary>
        <TileErrorBoundary tile="wettbewerbe">
          <WettbewerbeTile user={user} onOpen={onOpen} />
        </TileErrorBoundary>
        <DashboardTile
          testId="tile-konto"
          title={t('dashboard.meinKonto')}
          text={t('portal.dashboard.kontoText')}
          action={{ onOpen: () => onOpen('einstellungen') }}
        />
      </SimpleGrid>
    </section>
  );
}
