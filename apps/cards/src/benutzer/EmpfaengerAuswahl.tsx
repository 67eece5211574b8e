import { Checkbox, MultiSelect, Stack } from '@lernstapel/ui';
import type { BenutzerToShare, SchuelerGruppe } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';

export interface Empfaenger {
  benutzerids: string[];
  gruppenids: string[];
}

export const KEINE_EMPFAENGER: Empfaenger = { benutzerids: [], gruppenids: [] };

export interface EmpfaengerAuswahlProps {
  /** the label of the people pick list (share: 'Empfänger/innen', team: 'Teilnehmer/innen', …) */
  label: string;
  personen: readonly BenutzerToShare[];
  /** groups to share with; left out where only people are chosen (team, hand-in) */
  gruppen?: readonly SchuelerGruppe[];
  value: Empfaenger;
  onChange: (value: Empfaenger) => void;
  error?: string | null;
}

/** How a person is shown in the pick lists: full name, with the username to tell namesakes apart. */
export function personName(person: Pick<BenutzerToShare, 'namevoll' | 'benutzername'>): string {
  return person.namevoll ? `${person.namevoll} (${person.benutzername})` : person.benutzername;
}

/** The people (searchable) and groups of the own school a stack goes to (01 §2 share dialog). */
export function EmpfaengerAuswahl({
  label,
  personen,
  gruppen,
  value,
  onChange,
  error,
}: EmpfaengerAuswahlProps) {
  return (
    <Stack gap="sm">
      {gruppen && gruppen.length > 0 ? (
        <Checkbox.Group
          label={t('teilen.gruppen')}
          value={value.gruppenids}
          onChange={(gruppenids) => onChange({ ...value, gruppenids })}
        >
          <Stack gap="xs" mt="xs">
            {gruppen.map((gruppe) => (
              <Checkbox key={gruppe.id} value={String(gruppe.id)} label={gruppe.bezeichnung} />
            ))}
          </Stack>
        </Checkbox.Group>
      ) : null}
      <MultiSelect
        label={label}
        searchable
        hidePickedOptions
        nothingFoundMessage={t('teilen.niemandGefunden')}
        value={value.benutzerids}
        onChange={(benutzerids) => onChange({ ...value, benutzerids })}
        data={personen.map((person) => ({ value: String(person.id), label: personName(person) }))}
        error={error}
      />
    </Stack>
  );
}
