import { useState } from 'react';
import type { KlassenSchueler, SchuelerGruppe } from '@lernstapel/contracts';
import { validateGroup, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Checkbox, ScrollArea, Stack, TextInput } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { useSpeichernGruppeMutation } from './schuelergruppen-api';

export interface GruppeDialogProps {
  klassenCode: string;
  /** The group to rename or change; null creates a new one. */
  gruppe: SchuelerGruppe | null;
  schueler: readonly KlassenSchueler[];
  onClose: () => void;
}

/** 01 §5, §9: a group needs a name ('Neue Gruppe' is proposed); members are pupils of the class. */
export function GruppeDialog({ klassenCode, gruppe, schueler, onClose }: GruppeDialogProps) {
  const [bezeichnung, setBezeichnung] = useState(gruppe?.bezeichnung ?? t('klasse.neueGruppe'));
  const [mitglieder, setMitglieder] = useState<string[]>(() => (gruppe?.schuelerids ?? []).map(String));
  const [speichern, { error, isLoading }] = useSpeichernGruppeMutation();
  const fehler = validateGroup({ bezeichnung });
  const gueltig = fehler.length === 0;

  const onSubmit = async () => {
    const result = await speichern({
      ...(gruppe ? { id: gruppe.id } : {}),
      bezeichnung: bezeichnung.trim(),
      klassen_code: klassenCode,
      schuelerids: mitglieder.map(Number),
    });
    if (!result.error) onClose();
  };

  return (
    <DialogForm
      title={t('klasse.gruppeTitel')}
      testId="gruppe-dialog"
      gueltig={gueltig}
      loading={isLoading}
      error={error}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
    >
      <TextInput
        label={t('klasse.gruppeName')}
        maxLength={MAX_LENGTH.gruppenBezeichnung}
        required
        data-autofocus
        value={bezeichnung}
        onChange={(event) => setBezeichnung(event.currentTarget.value)}
        error={fehler[0] ? t(fehler[0]) : null}
      />
      <Checkbox.Group label={t('klasse.gruppeMitglieder')} value={mitglieder} onChange={setMitglieder}>
        <ScrollArea.Autosize mah={320} mt="xs">
          <Stack gap="xs">
            {schueler.map((zeile) => (
              <Checkbox key={zeile.id} value={String(zeile.id)} label={zeile.benutzername} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
    </DialogForm>
  );
}
