import { useForm } from '@mantine/form';
import type { BenutzerordnerItem, StapelListItem } from '@lernstapel/contracts';
import { sortByGerman, validateAddToFolder } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { regelFehler } from '../ui/regel-fehler';
import { useOrdnerStapelMutation } from './benutzerordner-api';
import { Checkbox, ScrollArea, Stack, Text } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';

export interface StapelZumOrdnerDialogProps {
  ordner: BenutzerordnerItem;
  /** the own stacks; those already in this folder are not offered */
  stapel: readonly StapelListItem[];
  onClose: () => void;
}

/** 01 §2, §5 'add stacks to folder': at least one stack chosen. */
export function StapelZumOrdnerDialog({ ordner, stapel, onClose }: StapelZumOrdnerDialogProps) {
  const [hinzufuegen, { error, isLoading }] = useOrdnerStapelMutation();
  const angebot = sortByGerman(
    stapel.filter((item) => item.benutzer_ordner_id !== ordner.id),
    (item) => item.bezeichnung,
  );
  const form = useForm({
    initialValues: { gewaehlt: [] as string[] },
    validate: { gewaehlt: (gewaehlt) => regelFehler(validateAddToFolder(gewaehlt.map(Number))) },
  });
  const ids = form.getValues().gewaehlt.map(Number);

  const absenden = async () => {
    const result = await hinzufuegen({ id: ordner.id, unterrichtsmodule_ids: ids });
    if (!result.error) onClose();
  };

  return (
    <DialogForm
      title={t('ordner.stapelHinzufuegenTitel')}
      gueltig={form.isValid()}
      loading={isLoading}
      error={error}
      onSubmit={() => void absenden()}
      onClose={onClose}
    >
      {angebot.length === 0 ? (
        <Text c="dimmed">{t('ordner.keineWeiterenStapel')}</Text>
      ) : (
        <Checkbox.Group
          label={t('ordner.stapelWaehlen', { name: ordner.name })}
          {...form.getInputProps('gewaehlt')}
        >
          <ScrollArea.Autosize mah={320} mt="xs">
            <Stack gap="xs">
              {angebot.map((item) => (
                <Checkbox key={item.id} value={String(item.id)} label={item.bezeichnung} />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Checkbox.Group>
      )}
    </DialogForm>
  );
}
