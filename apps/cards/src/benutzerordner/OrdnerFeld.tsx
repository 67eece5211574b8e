import type { ReactNode } from 'react';
import type { BenutzerordnerItem } from '@lernstapel/contracts';
import { ORDNER_NEU, ordnerAuswahl, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Select, Stack, TextInput } from '@lernstapel/ui';

export interface OrdnerWahl {
  /** an own folder's id, ORDNER_KEIN (-99) or ORDNER_NEU (0) */
  id: number;
  /** the new folder's name when id is ORDNER_NEU */
  name: string;
}

export interface OrdnerFeldProps {
  ordner: readonly BenutzerordnerItem[];
  value: OrdnerWahl;
  onChange: (wahl: OrdnerWahl) => void;
  /** the message of the new folder's name, when it breaks a rule */
  error: ReactNode;
}

/**
 * 01 §3, §9: the stack's folder: 'kein Ordner', 'Neuer Ordner' (then its name, placeholder
 * 'Ordner (optional)') or an own folder; the 'Team-Ordner' is not offered (rule ordnerAuswahl).
 */
export function OrdnerFeld({ ordner, value, onChange, error }: OrdnerFeldProps) {
  const daten = ordnerAuswahl(ordner).map((eintrag) => ({
    value: String(eintrag.id),
    label: 'textKey' in eintrag ? t(eintrag.textKey) : eintrag.name,
  }));
  return (
    <Stack gap="xs">
      <Select
        label={t('ordner.titel')}
        allowDeselect={false}
        value={String(value.id)}
        onChange={(auswahl) => onChange({ id: Number(auswahl), name: value.name })}
        data={daten}
      />
      {value.id === ORDNER_NEU ? (
        <TextInput
          label={t('ordner.name')}
          maxLength={MAX_LENGTH.ordnerName}
          placeholder={t('ordner.platzhalter')}
          required
          value={value.name}
          onChange={(event) => onChange({ id: ORDNER_NEU, name: event.currentTarget.value })}
          error={error}
        />
      ) : null}
    </Stack>
  );
}
