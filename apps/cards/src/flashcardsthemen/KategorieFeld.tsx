import type { ReactNode } from 'react';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { useDialog } from '../ui/use-dialog';
import { useGetThemenQuery } from './flashcardsthemen-api';
import { NeueKategorieDialog } from './NeueKategorieDialog';
import { Button, Group, Select } from '@lernstapel/ui';

export interface KategorieFeldProps {
  value: number | null;
  onChange: (kategorieId: number | null) => void;
  /** 01 §6: only teachers create categories. */
  darfAnlegen: boolean;
  error: ReactNode;
}

/** 01 §2, §5: the stack's category (required), grouped by topic, with 'Neue Kategorie' for teachers. */
export function KategorieFeld({ value, onChange, darfAnlegen, error }: KategorieFeldProps) {
  const themen = useGetThemenQuery();
  const neu = useDialog<true>();
  const daten = themen.data;
  const gruppen = (daten?.flashcardsthemen ?? []).map((thema) => ({
    group: thema.bezeichnung,
    items: (daten?.flashcardsthemenukategorien ?? [])
      .filter((kategorie) => kategorie.flashcards_themen_id === thema.id)
      .map((kategorie) => ({ value: String(kategorie.id), label: kategorie.kategorie })),
  }));
  const themaId =
    daten?.flashcardsthemenukategorien.find((kategorie) => kategorie.id === value)?.flashcards_themen_id ??
    null;

  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <Select
        label={t('stapel.kategorie')}
        required
        searchable
        style={{ flex: 1 }}
        value={value === null ? null : String(value)}
        onChange={(auswahl) => onChange(auswahl === null ? null : Number(auswahl))}
        data={gruppen.filter((gruppe) => gruppe.items.length > 0)}
        error={themen.error ? apiErrorMessage(themen.error) : error}
      />
      {darfAnlegen ? (
        <Button variant="light" disabled={!daten} onClick={() => neu.oeffnen(true)}>
          {t('stapel.neueKategorieTitel')}
        </Button>
      ) : null}
      {neu.offen && daten ? (
        <NeueKategorieDialog
          themen={daten.flashcardsthemen}
          themaId={themaId}
          onAngelegt={(kategorie) => {
            onChange(kategorie.id);
            neu.schliessen();
          }}
          onClose={neu.schliessen}
        />
      ) : null}
    </Group>
  );
}
