import { Card, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import type { SessionUser } from '@lernstapel/contracts';
import { t, type TextKey } from '@lernstapel/texts';
import { PageTitle } from '@lernstapel/ui';
import type { UserPage } from './user-pages';

export interface DashboardProps {
  user: SessionUser;
  onOpen: (page: UserPage) => void;
}

/** 01 §2 "Aktuelle Konfiguration": the role description. */
function roleKey(user: SessionUser): TextKey {
  if (user.ist_main_admin) return 'dashboard.rolleHauptadmin';
  if (user.ist_schueler) return 'dashboard.rolleSchueler';
  if (user.schule_id === null) return 'dashboard.rolleEinzelperson';
  if (user.kann_lehrpersonen_bearbeiten && user.kann_schuldaten_bearbeiten)
    return 'dashboard.rolleVerwaltung';
  return 'dashboard.rolleLehrperson';
}

const TILES: ReadonlyArray<{ page: UserPage; title: TextKey; text: TextKey }> = [
  { page: 'flashcards', title: 'dashboard.flashcards', text: 'portal.dashboard.flashcardsText' },
  { page: 'aufgaben', title: 'dashboard.aufgaben', text: 'portal.dashboard.aufgabenText' },
  { page: 'wettbewerbe', title: 'dashboard.wettbewerbe', text: 'portal.dashboard.wettbewerbeText' },
];

export function Dashboard({ user, onOpen }: DashboardProps) {
  return (
    <section>
      <PageTitle>{t('menue.dashboard')}</PageTitle>
      <Text size="lg" mb="lg">
        {t('portal.dashboard.begruessung', { name: user.namevoll || user.benutzername })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }}>
        <Card withBorder data-testid="tile-konfiguration">
          <Title order={2} size="h4">
            {t('dashboard.aktuelleKonfiguration')}
          </Title>
          <Text c="dimmed">{t(roleKey(user))}</Text>
        </Card>
        {TILES.map((tile) => (
          <Card key={tile.page} withBorder p={0}>
            <UnstyledButton
              p="md"
              h="100%"
              data-testid={`tile-${tile.page}`}
              onClick={() => onOpen(tile.page)}
            >
              <Title order={2} size="h4">
                {t(tile.title)}
              </Title>
              <Text c="dimmed">{t(tile.text)}</Text>
            </UnstyledButton>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}
