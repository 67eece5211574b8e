import { useForm } from '@mantine/form';
import { KONJUG_FORMEN, KONJUG_PERSONEN, type KonjugFormen } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { SimpleGrid, TextInput } from '@lernstapel/ui';
import { PruefenForm } from './PruefenForm';

const LEER = Object.fromEntries(KONJUG_FORMEN.map((form) => [form, ''])) as KonjugFormen;

/** A conjugation: one field per person; 'Prüfen' once any is filled. */
export function KonjugationAntwort({ onPruefen }: { onPruefen: (formen: KonjugFormen) => void }) {
  const form = useForm<KonjugFormen>({ initialValues: LEER });
  const formen = form.getValues();
  return (
    <PruefenForm
      leer={KONJUG_FORMEN.every((person) => formen[person] === '')}
      onSubmit={() => onPruefen(formen)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {KONJUG_FORMEN.map((person) => (
          <TextInput
            key={person}
            label={t(KONJUG_PERSONEN[person])}
            {...form.getInputProps(person)}
            autoComplete="off"
          />
        ))}
      </SimpleGrid>
    </PruefenForm>
  );
}
