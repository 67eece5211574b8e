import { useEffect, useState } from 'react';
import { apiErrorMessage } from '@lernstapel/api-client';
import type { PruefungDetail } from '@lernstapel/contracts';
import {
  answerModeOf,
  gradeFor,
  noteInSkala,
  notenSkala,
  PRUEFUNG_KOMMENTAR_MAX,
  roundToDecimals,
  teilPunkteFehler,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import {
  Button,
  Card,
  DataState,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import { antwortText, beschriftungVonKarte, richtigeAntwortText } from '../antwort-text';
import { useGetSchuelerAntwortenQuery, useGetTeileQuery, useKorrigierenMutation } from '../pruefungen-api';
import { statusText } from './status-text';
import { startPunkte, summe } from './korrektur-werte';

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
  const [korrigieren, korrektur] = useKorrigierenMutation();
  const [punkte, setPunkte] = useState<Record<number, string> | null>(null);
  const [kommentare, setKommentare] = useState<Record<number, string>>({});
  const [note, setNote] = useState<string | null>(null);
  const [kommentar, setKommentar] = useState('');
  const daten = antworten.data;

  useEffect(() => {
    if (!daten || punkte !== null) return;
    setPunkte(startPunkte(daten));
    setKommentare(
      Object.fromEntries(daten.teile.map((teil) => [teil.pruefungsteil_id, teil.kommentar_lehrperson ?? ''])),
    );
    setNote(daten.zeile.note === null ? null : String(daten.zeile.note));
    setKommentar(daten.zeile.kommentar_lehrperson ?? '');
  }, [daten, punkte]);

  const total = roundToDecimals(summe(punkte ?? {}), 2);
  const vorschlag = gradeFor(daten?.land ?? null, total, pruefung.gesamtpunktezahl);
  const noteWert = note ?? String(vorschlag);
  // Issue 23: 0 … the part's points and a grade in the country's scale, told beside the field.
  const punkteFehler = (teilId: number, nr: number, max: number): string | null => {
    const wert = punkte?.[teilId] ?? '';
    const fehler = teilPunkteFehler(wert.trim() === '' ? Number.NaN : Number(wert), max);
    if (!fehler) return null;
    return t(fehler === 'pruefungen.punkteZuHoch' ? fehler : 'pruefungen.punkteUngueltigAufgabe', {
      nr,
      max,
    });
  };
  const skala = notenSkala(daten?.land ?? null);
  const noteFehler = noteInSkala(daten?.land ?? null, Number(noteWert))
    ? null
    : t('pruefungen.notenUngueltig', skala);
  const ungueltig =
    noteFehler !== null ||
    (teile.data ?? []).some((teil, index) => punkteFehler(teil.id, index + 1, teil.punkte) !== null);
  const speichern = (korrigiert: boolean) =>
    void korrigieren({
      id: pruefung.id,
      schuelerId,
      body: {
        teile: Object.entries(punkte ?? {}).map(([id, wert]) => ({
          pruefungsteil_id: Number(id),
          punkte: Number(wert),
          kommentar_lehrperson: kommentare[Number(id)] ?? '',
        })),
        note: Number(noteWert),
        kommentar_lehrperson: kommentar,
        korrigiert,
      },
    });
  const teilProId = new Map((daten?.teile ?? []).map((teil) => [teil.pruefungsteil_id, teil]));

  return (
    <DataState
      loading={!teile.data || !daten || punkte === null}
      errorMessage={
        teile.error ? apiErrorMessage(teile.error) : antworten.error ? apiErrorMessage(antworten.error) : null
      }
      onRetry={() => void (teile.error ? teile.refetch() : antworten.refetch())}
      empty={teile.data?.length === 0}
      emptyMessage={t('pruefungen.keinModul')}
    >
      <Stack gap="md" data-testid="korrektur-formular">
        <Text>
          {daten?.zeile.namevoll} ({daten?.zeile.benutzername}) · {statusText(daten?.zeile.status ?? null)}
        </Text>
        {(teile.data ?? []).map((teil, index) => {
          const art = answerModeOf(teil.karte);
          const antwort = teilProId.get(teil.id);
          const nr = index + 1;
          return (
            <Card key={teil.id} withBorder data-testid={`korrektur-teil-${nr}`}>
              <Title order={2} size="h5">
                {t('pruefungen.aufgabe', { nr })} ({teil.punkte} {t('pruefungen.punkte')})
              </Title>
              <Text mb="xs" style={{ whiteSpace: 'pre-wrap' }}>
                {teil.karte.frage}
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <div>
                  <Text size="sm" fw={700}>
                    {t('pruefungen.antwort')}
                  </Text>
                  <Text size="sm" data-testid={`antwort-${nr}`}>
                    {antwort
                      ? antwortText(
                          art,
                          antwort,
                          [
                            teil.karte.antwort1,
                            teil.karte.antwort2,
                            teil.karte.antwort3,
                            teil.karte.antwort4,
                            teil.karte.antwort5,
                          ],
                          beschriftungVonKarte(teil.karte, antwort.beschriftung_nummern),
                        )
                      : ''}
                  </Text>
                </div>
                <div>
                  <Text size="sm" fw={700}>
                    {t('pruefungen.richtigeAntwort')}
                  </Text>
                  <Text size="sm" data-testid={`richtig-${nr}`}>
                    {richtigeAntwortText(art, teil.karte, antwort?.beschriftung_nummern ?? null)}
                  </Text>
                </div>
              </SimpleGrid>
              <Group align="flex-end" mt="xs">
                <TextInput
                  type="number"
                  min={0}
                  max={teil.punkte}
                  step="any"
                  w={220}
                  label={t('pruefungen.punkteFuer', { nr })}
                  error={punkteFehler(teil.id, nr, teil.punkte)}
                  value={punkte?.[teil.id] ?? ''}
                  onChange={(e) => {
                    const wert = e.currentTarget.value;
                    setPunkte((alt) => ({ ...alt, [teil.id]: wert }));
                  }}
                />
                {antwort?.vorgeschlagene_punkte !== null && antwort?.vorgeschlagene_punkte !== undefined ? (
                  <Text size="sm">
                    {t('pruefungen.vorgeschlagen', { wert: antwort.vorgeschlagene_punkte })}
                  </Text>
                ) : null}
              </Group>
              <Textarea
                mt="xs"
                label={t('pruefungen.kommentar')}
                maxLength={PRUEFUNG_KOMMENTAR_MAX}
                value={kommentare[teil.id] ?? ''}
                autosize
                onChange={(e) => {
                  const wert = e.currentTarget.value;
                  setKommentare((alt) => ({ ...alt, [teil.id]: wert }));
                }}
              />
            </Card>
          );
        })}
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
            error={noteFehler}
            value={noteWert}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Text size="sm" data-testid="note-vorschlag">
            {t('pruefungen.noteVorschlag', { note: vorschlag })}
          </Text>
          <Button variant="subtle" onClick={() => setNote(null)}>
            {t('pruefungen.vorschlagUebernehmen')}
          </Button>
        </Group>
        <Textarea
          label={t('pruefungen.kommentar')}
          maxLength={PRUEFUNG_KOMMENTAR_MAX}
          value={kommentar}
          autosize
          onChange={(e) => setKommentar(e.currentTarget.value)}
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
    </DataState>
  );
}
