import { Anchor, Button, Card, SimpleGrid, Text, Title } from '@mantine/core';
import { t } from '@lernstapel/texts';

/** Public path of the user manual built by apps/shell/scripts/build-manual.cjs. */
export const MANUAL_PATH = '/handbuch.pdf';

export interface LandingCardsProps {
  onVorteile: () => void;
  onKonzept: () => void;
}

/** 01 §2: cards on the benefits and the concept of flashcards, and the manual download. */
export function LandingCards({ onVorteile, onKonzept }: LandingCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="xs">
          {t('login.vorteileTitel')}
        </Title>
        <Text size="sm" mb="md">
          {t('landing.vorteile.kurz')}
        </Text>
        <Button variant="light" mt="auto" onClick={onVorteile} aria-label={t('login.vorteileTitel')}>
          {t('landing.mehrErfahren')}
        </Button>
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="xs">
          {t('login.konzeptTitel')}
        </Title>
        <Text size="sm" mb="md">
          {t('landing.konzept.kurz')}
        </Text>
        <Button variant="light" mt="auto" onClick={onKonzept} aria-label={t('login.konzeptTitel')}>
          {t('landing.mehrErfahren')}
        </Button>
      </Card>
      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="xs">
          {t('login.handbuch')}
        </Title>
        <Text size="sm" mb="md">
          {t('landing.handbuch.kurz')}
        </Text>
        <Anchor href={MANUAL_PATH} download mt="auto">
          {t('login.handbuch')}
        </Anchor>
      </Card>
    </SimpleGrid>
  );
}
