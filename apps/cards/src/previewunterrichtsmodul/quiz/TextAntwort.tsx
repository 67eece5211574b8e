import { useForm } from '@mantine/form';
import { t } from '@lernstapel/texts';
import { TextInput } from '@lernstapel/ui';
import { PruefenForm } from './PruefenForm';

/** A written answer (also the word heard in vocabulary audio). */
export function TextAntwort({ onPruefen }: { onPruefen: (text: string) => void }) {
  const form = useForm({ initialValues: { text: '' } });
  const { text } = form.getValues();
  return (
    <PruefenForm leer={text === ''} onSubmit={() => onPruefen(text)}>
      <TextInput
        label={t('quiz.deineAntwort')}
        description={t('quiz.hinweisSchriftlich')}
        {...form.getInputProps('text')}
        autoComplete="off"
        data-autofocus
        autoFocus
      />
    </PruefenForm>
  );
}
