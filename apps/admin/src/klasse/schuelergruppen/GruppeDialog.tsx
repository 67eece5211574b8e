import { useForm } from '@mantine/form';
import type { KlassenSchueler, SchuelerGruppe } from '@lernstapel/contracts';
import { validateGroup, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Checkbox, ScrollArea, Stack, TextInput, regelValidator } from '@lernstapel/ui';
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
  const form = useForm({
    initialValues: {
      bezeichnung: gruppe?.bezeichnung ?? t('klasse.neueGruppe'),
      mitglieder: (gruppe?.schuelerids ?? []).map(String),
    },
    validateInputOnChange: true,
    validate: { bezeichnung: regelValidator((bezeichnung: string) => validateGroup({ bezeichnung })) },
  });
  const [speichern, { error, isLoading }] = useSpeichernGruppeMutation();

  const onSubmit = async () => {
    const { bezeichnung, mitglieder } = form.getValues();
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
      gueltig={form.isValid()}
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
        {...form.getInputProps('bezeichnung')}
      />
      <Checkbox.Group label={t('klasse.gruppeMitglieder')} {...form.getInputProps('mitglieder')}>
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
