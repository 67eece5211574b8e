import type { PruefungDetail, PruefungsteilLehrperson, SchuelerAntworten } from '@lernstapel/contracts';
import { PRUEFUNG_KOMMENTAR_MAX } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, DataState, Group, Stack, Text, Textarea, TextInput } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { useGetSchuelerAntwortenQuery, useGetTeileQuery, useKorrigierenMutation } from '../pruefungen-api';
import { useKorrekturForm } from './korrektur-form';
import { KorrekturTeil } from './KorrekturTeil';
import { statusText } from './status-text';
import { abfragenZustand } from '../abfragen-zustand';

export interface KorrekturFormularProps {
  pruefung: PruefungDetail;
  schuelerId: number;
}

/**
 * One pupil's attempt (02 §2 korrigieren): each part with the answer beside the correct one, points
 * (suggested by the answer check, editable, 0 … the part's points) and a comment; the total, the grade by the school's
 * country formula (02 §9, suggested and editable) and a comment; Speichern or 'Korrigiert!'.
 */
export function KorrekturFormular({ pruefung, schuelerId }: KorrekturFormularProps) {
  const teile = useGetTeileQuery(pruefung.id);
  // Fresh each time it opens: the school's country (the grade formula) may have changed meanwhile.
  const antworten = useGetSchuelerAntwortenQuery(
    { id: pruefung.id, schuelerId },
    { refetchOnMountOrArgChange: true },
  );
  return (
    <DataState
      {...abfragenZustand(teile, antworten)}
      empty={teile.data?.length === 0}
      emptyMessage={t('pruefungen.keinModul')}
    >
      {teile.data && antworten.data ? (
        <KorrekturEingabe
          key={schuelerId}
          pruefung={pruefung}
          schuelerId={schuelerId}
          teile={teile.data}
          daten={antworten.data}
        />
      ) : null}
    </DataState>
  );
}

interface KorrekturEingabeProps extends KorrekturFormularProps {
  teile: PruefungsteilLehrperson[];
  daten: SchuelerAntworten;
}

function KorrekturEingabe({ pruefung, schuelerId, teile, daten }: KorrekturEingabeProps) {
  const [korrigieren, korrektur] = useKorrigierenMutation();
  const { form, skala, total, vorschlag, noteWert, ungueltig, body } = useKorrekturForm(
    pruefung,
    teile,
    daten,
  );
  const teilProId = new Map(daten.teile.map((teil) => [teil.pruefungsteil_id, teil]));
  const speichern = (korrigiert: boolean) =>
    void korrigieren({ id: pruefung.id, schuelerId, korrekturSpeichernDto: body(korrigiert) });

  return (
    <Stack gap="md" data-testid="korrektur-formular">
      <Text>
        {daten.zeile.namevoll} ({daten.zeile.benutzername}) · {statusText(daten.zeile.status)}
      </Text>
      {teile.map((teil, index) => (
        <KorrekturTeil
          key={teil.id}
          teil={teil}
          nr={index + 1}
          antwort={teilProId.get(teil.id)}
          form={form}
        />
      ))}
      <Text fw={700} data-testid="korrektur-summe">
        {t('pruefungen.punkte')}: {total} / {pruefung.gesamtpunktezahl}
      </Text>
      <Group align="flex-end">
        <TextInput
          type="number"
          min={skala.min}
          max={skala.max}
          step="any"
          w={220}
          label={t('pruefungen.note')}
          {...form.getInputProps('note')}
          value={noteWert}
        />
        <Text size="sm" data-testid="note-vorschlag">
          {t('pruefungen.noteVorschlag', { note: vorschlag })}
        </Text>
        <Button variant="subtle" onClick={() => form.setFieldValue('note', null)}>
          {t('pruefungen.vorschlagUebernehmen')}
        </Button>
      </Group>
      <Textarea
        label={t('pruefungen.kommentar')}
        maxLength={PRUEFUNG_KOMMENTAR_MAX}
        autosize
        {...form.getInputProps('kommentar')}
      />
      {korrektur.error ? <ApiErrorAlert error={korrektur.error} /> : null}
      <Group>
        <Button
          variant="default"
          disabled={ungueltig}
          loading={korrektur.isLoading}
          onClick={() => speichern(false)}
        >
          {t('pruefungen.speichern')}
        </Button>
        <Button disabled={ungueltig} loading={korrektur.isLoading} onClick={() => speichern(true)}>
          {t('pruefungen.korrigiertButton')}
        </Button>
        {korrektur.isSuccess && !korrektur.isLoading ? (
          <Text size="sm" role="status">
            {t('pruefungen.korrekturGespeichert')}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
