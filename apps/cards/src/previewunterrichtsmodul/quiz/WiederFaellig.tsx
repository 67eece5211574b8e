import { useEffect, useState } from 'react';
import type { FachAntwort, QuizKarte } from '@lernstapel/contracts';
import { wiederFaelligText } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { List, Paper, Text, Title } from '@lernstapel/ui';
import { empfangen } from './lern-warteschlange';

/** A card's question as short plain text (card text may hold HTML; DOMParser runs no script). */
function kurzeFrage(frage: string | null): string {
  const text = (new DOMParser().parseFromString(frage ?? '', 'text/html').body.textContent ?? '').trim();
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}

/** One answered card and when FSRS asks it again (issue 23). */
export interface WiederFaelligEintrag {
  id: number;
  frage: string;
  faelligAm: string;
}

/**
 * The answers the server confirmed for this stack's cards, newest last: when each card comes back.
 * The queue may send an answer long after it was given (offline), so the list follows the replies.
 */
export function useWiederFaellig(karten: ReadonlyMap<number, QuizKarte>): WiederFaelligEintrag[] {
  const [eintraege, setEintraege] = useState<WiederFaelligEintrag[]>([]);
  useEffect(
    () =>
      empfangen((auftrag, antwort) => {
        if (auftrag.pfad !== 'unterrichtsmodulteile/quiz/fach') return;
        const { id, faellig_am } = antwort as FachAntwort;
        const karte = karten.get(id);
        if (!karte || !faellig_am) return;
        setEintraege((vorher) => [
          ...vorher.filter((eintrag) => eintrag.id !== id),
          { id, frage: kurzeFrage(karte.frage), faelligAm: faellig_am },
        ]);
      }),
    [karten],
  );
  return eintraege;
}

function zeile(eintrag: WiederFaelligEintrag, jetzt: Date): string {
  return t('quiz.wiederFaelligKarte', {
    frage: eintrag.frage,
    wann: wiederFaelligText(eintrag.faelligAm, jetzt),
  });
}

/** Under the card during the run: when the card answered last comes back (polite, not every tick). */
export function ZuletztWiederFaellig({ eintraege }: { eintraege: readonly WiederFaelligEintrag[] }) {
  const letzter = eintraege.at(-1);
  return (
    <Text size="sm" aria-live="polite" data-testid="quiz-wieder-faellig">
      {letzter ? zeile(letzter, new Date()) : ''}
    </Text>
  );
}

/** After the last card: every answered card with when it comes back, and what the mode does. */
export function WiederFaelligListe({ eintraege }: { eintraege: readonly WiederFaelligEintrag[] }) {
  const jetzt = new Date();
  return (
    <Paper withBorder p="md" radius="md" mt="sm" data-testid="quiz-wieder-faellig-liste">
      <Title order={2} size="h4" mb="xs">
        {t('quiz.wiederFaelligTitel')}
      </Title>
      <Text size="sm" mb="xs">
        {t('quiz.intelligentErklaerung')}
      </Text>
      <List size="sm">
        {eintraege.map((eintrag) => (
          <List.Item key={eintrag.id}>{zeile(eintrag, jetzt)}</List.Item>
        ))}
      </List>
    </Paper>
  );
}
