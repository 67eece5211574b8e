import { useForm } from '@mantine/form';
import { usedAnswerNumbers, type CardFields } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Checkbox, Text } from '@lernstapel/ui';
import { PruefenForm } from './PruefenForm';

/** Multiple choice with more than one right answer: a checkbox per answer. */
export function MehrfachAntwort({
  card,
  onPruefen,
}: {
  card: CardFields;
  onPruefen: (chosen: number[]) => void;
}) {
  const form = useForm<{ gewaehlt: number[] }>({ initialValues: { gewaehlt: [] } });
  const { gewaehlt } = form.getValues();
  return (
    <PruefenForm leer={gewaehlt.length === 0} onSubmit={() => onPruefen(gewaehlt)}>
      <Text size="sm">{t('quiz.hinweisMehrfachauswahl')}</Text>
      {usedAnswerNumbers(card).map((n) => (
        <Checkbox
          key={n}
          label={card[`antwort${n}`]}
          checked={gewaehlt.includes(n)}
          onChange={(event) => {
            const an = event.currentTarget.checked;
            form.setFieldValue('gewaehlt', (vorher) => (an ? [...vorher, n] : vorher.filter((x) => x !== n)));
          }}
        />
      ))}
    </PruefenForm>
  );
}
