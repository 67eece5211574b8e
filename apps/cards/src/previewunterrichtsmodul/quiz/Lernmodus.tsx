import { faelligText, lernmodusVon, type Lernmodus } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { SegmentedControl, Text } from '@lernstapel/ui';
import {
  einstellung,
  useSpeichernEinstellungMutation,
} from '../../benutzereinstellungen/benutzereinstellungen-api';

/** 'Intelligente Wiederholung': how many cards are due, and the way to ask all when none is. */
export function Faelligkeit({ anzahl }: { anzahl: number }) {
  return (
    <Text fw={700} data-testid="quiz-faellig">
      {faelligText(anzahl)}
    </Text>
  );
}

/** The Lernmodus switch (issue 11): the three boxes, or FSRS beside them. */
export function LernmodusWahl({
  wert,
  onWechsel,
}: {
  wert: Lernmodus;
  onWechsel: (wert: Lernmodus) => void;
}) {
  const [speichern, status] = useSpeichernEinstellungMutation();
  return (
    <SegmentedControl
      aria-label={t('quiz.lernmodus')}
      value={wert}
      disabled={status.isLoading}
      data={[
        { value: 'faecher', label: t('quiz.lernmodusFaecher') },
        { value: 'intelligent', label: t('quiz.lernmodusIntelligent') },
      ]}
      onChange={(neu) => {
        void speichern(einstellung('lernmodus', { strvalue: neu }))
          .unwrap()
          .then(() => onWechsel(lernmodusVon(neu)))
          .catch(() => undefined);
      }}
    />
  );
}
