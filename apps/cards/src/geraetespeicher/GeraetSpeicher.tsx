import { useEffect, useState } from 'react';
import { t } from '@lernstapel/texts';
import { Alert, Button, Group, Link, Paper, Stack, SuccessNotice, Text, useOnline } from '@lernstapel/ui';
import { ListSection } from '../ui/ListSection';
import { BEHALTEN_TAGE, megabytes } from './platz';
import { useAufgabenAufGeraet, useGeraetespeicher, type Geraetespeicher } from './use-geraetespeicher';

/** The quiz and its code load with the list, so that a stack opens on the device later (the service worker keeps the files). */
function quizVorladen(): void {
  void import('../previewunterrichtsmodul/quiz/QuizSeite').catch(() => undefined);
}

function Belegung({ speicher }: { speicher: Geraetespeicher }) {
  const [meldung, setMeldung] = useState(false);
  if (!speicher.belegung) return null;
  return (
    <Stack gap="xs">
      {meldung ? (
        <SuccessNotice
          message={t('offline.geraet.geloescht')}
          withCloseButton
          onClose={() => setMeldung(false)}
        />
      ) : null}
      <Group gap="sm">
        <Text data-testid="geraet-belegung">
          {t('offline.geraet.belegung', {
            stapel: speicher.belegung.stapel,
            belegt: megabytes(speicher.belegung.bytes),
            budget: Math.round(speicher.belegung.budget / 1_000_000),
          })}
        </Text>
        <Button
          variant="default"
          size="xs"
          disabled={speicher.belegung.stapel === 0}
          onClick={() => void speicher.loeschen().then(() => setMeldung(true))}
        >
          {t('offline.geraet.loeschen')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('offline.geraet.erklaerung', { tage: BEHALTEN_TAGE })}
      </Text>
    </Stack>
  );
}

function GespeicherteStapel({ speicher }: { speicher: Geraetespeicher }) {
  if (speicher.belegung && speicher.stapel.length === 0) {
    return <Text>{t('offline.geraet.keineStapel')}</Text>;
  }
  return (
    <section aria-label={t('offline.geraet.stapelListe')}>
      <Stack gap="sm">
        {speicher.stapel.map(({ stapelId, quiz }) => (
          <Paper key={stapelId} withBorder p="sm" component="article" aria-label={quiz.bezeichnung}>
            <Text fw={700}>{quiz.bezeichnung}</Text>
            <Text size="sm">{t('stapel.anzahlKarten', { anzahl: quiz.karten.length })}</Text>
            <Button
              component={Link}
              to={`/previewunterrichtsmodul/${stapelId}/quiz`}
              mt="xs"
              aria-label={t('offline.geraet.quizStarten', { titel: quiz.bezeichnung })}
            >
              {t('stapel.quiz')}
            </Button>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}

export interface GeraetSpeicherProps {
  benutzerId: number;
}

/**
 * Issue 27 on 'Meine Flashcards': how much is kept on this device, with 'Löschen'; without a network
 * the kept stacks to learn. Online it keeps the user's assignments on the device as well.
 */
export function GeraetSpeicher({ benutzerId }: GeraetSpeicherProps) {
  const online = useOnline();
  const speicher = useGeraetespeicher(benutzerId);
  useAufgabenAufGeraet(benutzerId, online);
  const etwasGespeichert = speicher.stapel.length > 0;
  useEffect(() => {
    if (online && etwasGespeichert) quizVorladen();
  }, [online, etwasGespeichert]);
  return (
    <ListSection title={t('offline.geraet.titel')}>
      <Stack gap="sm">
        {online ? null : (
          <Alert color="gray" data-testid="geraet-offline">
            {t('offline.geraet.ohneNetz')}
          </Alert>
        )}
        {online ? null : <GespeicherteStapel speicher={speicher} />}
        <Belegung speicher={speicher} />
      </Stack>
    </ListSection>
  );
}
