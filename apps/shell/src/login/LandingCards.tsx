import type { ReactNode } from 'react';
import { Anchor, Button, Card, SimpleGrid, Text, Title } from '@lernstapel/ui';
import { t } from '@lernstapel/texts';

/** Public path of the user manual built by apps/shell/scripts/build-manual.cjs. */
export const MANUAL_PATH = '/handbuch.pdf';

export interface LandingCardsProps {
  onVorteile: () => void;
  onKonzept: () => void;
}

function LandingCard({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Title order={2} size="h4" mb="xs">
        {title}
      </Title>
      <Text size="sm" mb="md">
        {text}
      </Text>
      {children}
    </Card>
  );
}

function MoreButton({ title, onClick }: { title: string; onClick: () => void }) {
  return (
    <Button variant="light" mt="auto" onClick={onClick} aria-label={title}>
      {t('landing.mehrErfahren')}
    </Button>
  );
}

/** 01 §2: cards on the benefits and the concept of flashcards, and the manual download. */
export function LandingCards({ onVorteile, onKonzept }: LandingCardsProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <LandingCard title={t('login.vorteileTitel')} text={t('landing.vorteile.kurz')}>
        <MoreButton title={t('login.vorteileTitel')} onClick={onVorteile} />
      </LandingCard>
      <LandingCard title={t('login.konzeptTitel')} text={t('landing.konzept.kurz')}>
        <MoreButton title={t('login.konzeptTitel')} onClick={onKonzept} />
      </LandingCard>
      <LandingCard title={t('login.handbuch')} text={t('landing.handbuch.kurz')}>
        <Anchor href={MANUAL_PATH} download mt="auto">
          {t('login.handbuch')}
        </Anchor>
      </LandingCard>
    </SimpleGrid>
  );
}
