import { useState } from 'react';
import type { FlashcardsKategorieDto, FlashcardsThemaDto } from '@lernstapel/contracts';
import { validateCategory, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
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
  const [thema, setThema] = useState<string | null>(() =>
    themaId !== null ? String(themaId) : themen[0] ? String(themen[0].id) : null,
  );
  const [kategorie, setKategorie] = useState('');
  const [beruehrt, setBeruehrt] = useState(false);
  const [anlegen, { error, isLoading }] = useAnlegenKategorieMutation();
  const fehler = validateCategory({ kategorie });
  const gueltig = fehler.length === 0 && thema !== null;

  const absenden = async () => {
    const result = await anlegen({ flashcards_themen_id: Number(thema), kategorie: kategorie.trim() });
    if (result.data) onAngelegt(result.data.kategorie);
  };

  return (
    <DialogForm
      title={t('stapel.neueKategorieTitel')}
      gueltig={gueltig}
      loading={isLoading}
      error={error}
      onSubmit={() => void absenden()}
      onClose={onClose}
    >
      <Select
        label={t('stapel.thema')}
        required
        allowDeselect={false}
        value={thema}
        onChange={setThema}
        data={themen.map((eintrag) => ({ value: String(eintrag.id), label: eintrag.bezeichnung }))}
      />
      <TextInput
        label={t('stapel.neueKategorieName')}
        maxLength={MAX_LENGTH.kategorie}
        required
        data-autofocus
        value={kategorie}
        onChange={(event) => {
          setKategorie(event.currentTarget.value);
          setBeruehrt(true);
        }}
        error={beruehrt && fehler[0] ? t(fehler[0]) : null}
      />
    </DialogForm>
  );
}
