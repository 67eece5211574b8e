import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import {
  labelText,
  shuffledLabelNumbers,
  usedLabelNumbers,
  type CardAnswer,
  type CardFields,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { SimpleGrid, Text, TextInput } from '@lernstapel/ui';
import { PruefenForm } from './PruefenForm';

/** 02 §5, §9: the image with its markers; in number mode the labels are listed shuffled per card. */
export function BeschriftungAntwort({
  card,
  onPruefen,
}: {
  card: CardFields;
  onPruefen: (answer: CardAnswer) => void;
}) {
  const nummern = usedLabelNumbers(card);
  const gemischt = useMemo(() => shuffledLabelNumbers(card), [card]);
  const form = useForm<{ eingaben: Record<number, string> }>({ initialValues: { eingaben: {} } });
  const { eingaben } = form.getValues();
  const leer = nummern.some((n) => (eingaben[n] ?? '').trim() === '');
  const pruefen = () => {
    if (card.beschriftung_antwort_nummern) {
      const numbers = Object.fromEntries(nummern.map((n) => [n, Number(eingaben[n])]));
      onPruefen({ kind: 'beschriftungNummer', numbers, shuffled: gemischt });
    } else {
      onPruefen({ kind: 'beschriftungText', texts: eingaben });
    }
  };
  const liste = [...nummern].sort((a, b) => (gemischt[a] ?? 0) - (gemischt[b] ?? 0));
  return (
    <PruefenForm leer={leer} onSubmit={pruefen}>
      <Text size="sm">
        {t(
          card.beschriftung_antwort_nummern
            ? 'quiz.hinweisBeschriftungNummer'
            : 'quiz.hinweisBeschriftungText',
        )}
      </Text>
      {card.beschriftung_antwort_nummern ? (
        <Text size="sm" data-testid="beschriftungen-gemischt">
          {liste.map((n) => `${gemischt[n]}: ${labelText(card, n)}`).join(' · ')}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {nummern.map((n) => (
          <TextInput
            key={n}
            label={t('quiz.markierung', { nr: n })}
            value={eingaben[n] ?? ''}
            inputMode={card.beschriftung_antwort_nummern ? 'numeric' : undefined}
            autoComplete="off"
            onChange={(event) => {
              const wert = event.currentTarget.value;
              form.setFieldValue('eingaben', (vorher) => ({ ...vorher, [n]: wert }));
            }}
          />
        ))}
      </SimpleGrid>
    </PruefenForm>
  );
}
