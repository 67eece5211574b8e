import { useForm } from '@mantine/form';
import type { FlashcardsKategorieDto, FlashcardsThemaDto } from '@lernstapel/contracts';
import { validateCategory, validateTopicChoice, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { regelFehler } from '../ui/regel-fehler';
import { useAnlegenKategorieMutation } from './flashcardsthemen-api';
import { Select, TextInput } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';

export interface NeueKategorieDialogProps {
  themen: readonly FlashcardsThemaDto[];
  /** The topic chosen first: the one of the category picked so far, if any. */
  themaId: number | null;
  onAngelegt: (kategorie: FlashcardsKategorieDto) => void;
  onClose: () => void;
}

/** 01 §2, §5, §6 'Neue Kategorie' (teachers only): a topic and a non-empty title. */
export function NeueKategorieDialog({ themen, themaId, onAngelegt, onClose }: NeueKategorieDialogProps) {
  const [anlegen, { error, isLoading }] = useAnlegenKategorieMutation();
  const erstesThema = themen[0];
  const form = useForm<{ thema: string | null; kategorie: string }>({
    initialValues: {
      thema: themaId !== null ? String(themaId) : erstesThema ? String(erstesThema.id) : null,
      kategorie: '',
    },
    validateInputOnChange: ['kategorie'],
    validate: {
      thema: (thema) => regelFehler(validateTopicChoice(thema === null ? null : Number(thema))),
      kategorie: (kategorie) => regelFehler(validateCategory({ kategorie })),
    },
  });

  const absenden = async () => {
    const { thema, kategorie } = form.getValues();
    const result = await anlegen({ flashcards_themen_id: Number(thema), kategorie: kategorie.trim() });
    if (result.data) onAngelegt(result.data.kategorie);
  };

  return (
    <DialogForm
      title={t('stapel.neueKategorieTitel')}
      gueltig={form.isValid()}
      loading={isLoading}
      error={error}
      onSubmit={() => void absenden()}
      onClose={onClose}
    >
      <Select
        label={t('stapel.thema')}
        required
        allowDeselect={false}
        {...form.getInputProps('thema')}
        data={themen.map((eintrag) => ({ value: String(eintrag.id), label: eintrag.bezeichnung }))}
      />
      <TextInput
        label={t('stapel.neueKategorieName')}
        maxLength={MAX_LENGTH.kategorie}
        required
        data-autofocus
        {...form.getInputProps('kategorie')}
      />
    </DialogForm>
  );
}
