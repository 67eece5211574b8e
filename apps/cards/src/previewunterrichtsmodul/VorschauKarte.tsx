import { Paper, Text } from '@lernstapel/ui';
import type { Karte } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { antwortText } from '../unterrichtsmodulteile/antwort-text';

export type KartenSeite = 'frage' | 'antwort';

export interface VorschauKarteProps {
  karte: Karte;
  seite: KartenSeite;
  onUmdrehen: () => void;
}

/**
 * One card of the preview (02 §2): a button, so click, Enter and Space turn it between question
 * and answer. Texts are rendered as plain text, never as HTML (DEVIATIONS 7).
 */
export function VorschauKarte({ karte, seite, onUmdrehen }: VorschauKarteProps) {
  const istFrage = seite === 'frage';
  return (
    <Paper
      component="button"
      type="button"
      onClick={onUmdrehen}
      withBorder
      shadow="sm"
      radius="md"
      p="xl"
      w="100%"
      mih={220}
      bg={istFrage ? undefined : 'teal.0'}
      style={{ cursor: 'pointer', textAlign: 'left', font: 'inherit' }}
      data-testid="vorschau-karte"
      data-seite={seite}
    >
      <Text component="span" display="block" size="sm" c="dimmed" fw={700} mb="sm">
        {t(istFrage ? 'quiz.frage' : 'quiz.antwort')}
      </Text>
      <Text component="span" display="block" size="xl" style={{ whiteSpace: 'pre-wrap' }}>
        {istFrage ? karte.frage : antwortText(karte)}
      </Text>
      {istFrage ? (
        <Text component="span" display="block" size="sm" c="dimmed" mt="lg">
          {t('quiz.tippenFuerAntwort')}
        </Text>
      ) : null}
    </Paper>
  );
}
