import { useEffect, useState } from 'react';
import { useForm } from '@mantine/form';
import type { PruefungDetail, PruefungSpeichernRequest } from '@lernstapel/contracts';
import { MAX_LENGTH, validateExam } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, Group, Stack, Switch, Text, Textarea, TextInput } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { useFreigebenMutation, useSavePruefungMutation } from '../pruefungen-api';
import { TeileWahl } from './TeileWahl';

export interface VorbereitenProps {
  pruefung: PruefungDetail;
  userId: number;
}

/** 02 §2 vorbereiten: title, date, instruction, release, and the parts from a stack. */
export function Vorbereiten({ pruefung, userId }: VorbereitenProps) {
  const form = useForm<PruefungSpeichernRequest>({
    initialValues: {
      titel: pruefung.titel,
      datum: pruefung.datum,
      anweisung_vor_pruefung: pruefung.anweisung_vor_pruefung ?? '',
    },
    validate: (werte) =>
      Object.fromEntries(Object.entries(validateExam(werte)).map(([feld, fehler]) => [feld, t(fehler)])),
  });
  const [save, saving] = useSavePruefungMutation();
  const [freigeben, freigabe] = useFreigebenMutation();
  // Shown at once; the server's answer (the exam refetched) confirms it, a refusal resets it (an exam
  // without questions is never released: the API's message is shown below the switch).
  const [freigegeben, setFreigegeben] = useState(pruefung.freigegeben);
  useEffect(() => setFreigegeben(pruefung.freigegeben), [pruefung.freigegeben]);
  const freigabeSetzen = async (wert: boolean) => {
    setFreigegeben(wert);
    const result = await freigeben({ id: pruefung.id, pruefungFreigebenDto: { freigegeben: wert } });
    if ('error' in result) setFreigegeben(pruefung.freigegeben);
  };
  return (
    <Stack gap="lg">
      <form
        noValidate
        onSubmit={form.onSubmit((body) => void save({ id: pruefung.id, pruefungSpeichernDto: body }))}
      >
        <Stack gap="sm">
          <TextInput
            label={t('allgemein.titel')}
            maxLength={MAX_LENGTH.pruefungTitel}
            required
            {...form.getInputProps('titel')}
          />
          <TextInput type="date" label={t('allgemein.datum')} required {...form.getInputProps('datum')} />
          <Textarea
            label={t('pruefungen.anweisung')}
            maxLength={MAX_LENGTH.pruefungAnweisung}
            {...form.getInputProps('anweisung_vor_pruefung')}
            autosize
            minRows={3}
          />
          {saving.error ? <ApiErrorAlert error={saving.error} /> : null}
          <Group>
            <Button type="submit" loading={saving.isLoading}>
              {t('pruefungen.speichern')}
            </Button>
            {saving.isSuccess && !saving.isLoading ? (
              <Text size="sm" role="status">
                {t('pruefungen.gespeichert')}
              </Text>
            ) : null}
          </Group>
        </Stack>
      </form>
      <Switch
        checked={freigegeben}
        onChange={(event) => void freigabeSetzen(event.currentTarget.checked)}
        label={t('pruefungen.freigegeben')}
      />
      {freigabe.error ? <ApiErrorAlert error={freigabe.error} /> : null}
      <TeileWahl pruefung={pruefung} userId={userId} />
    </Stack>
  );
}
