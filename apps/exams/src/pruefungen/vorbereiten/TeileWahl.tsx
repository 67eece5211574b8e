import { useForm } from '@mantine/form';
import { useState } from 'react';
import { skipToken } from '@lernstapel/api-client';
import type { PruefungDetail, PruefungsteilWahl } from '@lernstapel/contracts';
import { validatePoints } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, Checkbox, Group, Select, Stack, DataTable, Text, TextInput, Title } from '@lernstapel/ui';
import { ApiErrorAlert } from '@lernstapel/ui-data';
import {
  useGetEigeneStapelQuery,
  useGetStapelKartenQuery,
  useGetTeileQuery,
  useSaveTeileMutation,
} from '../pruefungen-api';
import { gewaehlteTeile, summePunkte, teilZeilen, type TeilZeile } from './teile-auswahl';

export interface TeileWahlProps {
  pruefung: PruefungDetail;
  userId: number;
}

/**
 * 02 §2 vorbereiten: choose a stack, then its cards as parts with points (≥ 0, 02 §5) in an order;
 * the total is the sum. Saving takes a snapshot of each card (the API).
 */
export function TeileWahl({ pruefung, userId }: TeileWahlProps) {
  const stapel = useGetEigeneStapelQuery(userId);
  const teile = useGetTeileQuery(pruefung.id);
  const [stapelId, setStapelId] = useState<number | null>(pruefung.unterrichtsmodul_id);
  const karten = useGetStapelKartenQuery(stapelId ?? skipToken);
  const [save, saving] = useSaveTeileMutation();
  const speichern = (gewaehlt: PruefungsteilWahl[]) => {
    if (stapelId !== null)
      void save({
        id: pruefung.id,
        pruefungsteileSpeichernDto: { unterrichtsmodul_id: stapelId, teile: gewaehlt },
      });
  };

  return (
    <Stack gap="sm">
      <Select
        label={t('pruefungen.stapelWaehlen')}
        placeholder={t('pruefungen.stapelPlatzhalter')}
        data={(stapel.data ?? []).map((s) => ({ value: String(s.id), label: s.bezeichnung }))}
        value={stapelId === null ? null : String(stapelId)}
        onChange={(value) => setStapelId(value === null ? null : Number(value))}
        searchable
      />
      {/* Anew when another stack is chosen or both lists have come; after saving it keeps what was saved. */}
      <TeileListe
        key={`${stapelId}:${karten.fulfilledTimeStamp}:${teile.data ? 'geladen' : 'offen'}`}
        start={karten.data && teile.data ? teilZeilen(karten.data, teile.data) : []}
        onSave={speichern}
        speichert={saving.isLoading}
        kannSpeichern={stapelId !== null}
      />
      {saving.error ? <ApiErrorAlert error={saving.error} /> : null}
      {saving.isSuccess && !saving.isLoading ? (
        <Text size="sm" role="status" data-testid="teile-gespeichert">
          {t('pruefungen.gespeichert')}
        </Text>
      ) : null}
    </Stack>
  );
}

interface TeileListeProps {
  start: TeilZeile[];
  onSave: (teile: PruefungsteilWahl[]) => void;
  speichert: boolean;
  kannSpeichern: boolean;
}

/** The stack's cards as rows: chosen or not, points, order; the total above, saving below. */
function TeileListe({ start, onSave, speichert, kannSpeichern }: TeileListeProps) {
  const form = useForm<{ zeilen: TeilZeile[] }>({
    initialValues: { zeilen: start },
    validateInputOnChange: true,
    validate: {
      zeilen: {
        punkte: (punkte, werte, pfad) => {
          const index = Number(pfad.split('.')[1]);
          return werte.zeilen[index]?.gewaehlt && validatePoints(Number(punkte)).length > 0
            ? t('validierung.punkteUngueltig')
            : null;
        },
      },
    },
  });
  const { zeilen } = form.getValues();
  const verschieben = (index: number, schritt: -1 | 1) =>
    form.reorderListItem('zeilen', { from: index, to: index + schritt });
  const gewaehlt = gewaehlteTeile(zeilen);
  const ungueltig = gewaehlt.some((teil) => validatePoints(teil.punkte).length > 0);

  return (
    <>
      <Title order={2} size="h4">
        {t('pruefungen.gesamtpunktezahl')}: <span data-testid="vorbereiten-summe">{summePunkte(zeilen)}</span>
      </Title>
      {zeilen.length > 0 ? (
        <DataTable
          data-testid="vorbereiten-teile"
          rows={zeilen}
          rowKey={(zeile) => `${zeile.geloescht ? 'geloescht' : 'karte'}-${zeile.karte.id}`}
          columns={[
            {
              header: t('pruefungen.teilAufnehmen'),
              cell: (zeile, index) => (
                <Checkbox
                  {...form.getInputProps(`zeilen.${index}.gewaehlt`, { type: 'checkbox' })}
                  disabled={zeile.geloescht}
                  aria-label={`${t('pruefungen.teilAufnehmen')}: ${zeile.karte.frage}`}
                />
              ),
            },
            {
              header: t('karten.frage'),
              cell: (zeile) => (
                <>
                  {zeile.karte.frage}
                  {zeile.geloescht ? (
                    <Text size="sm" c="dimmed" data-testid="teil-karte-geloescht">
                      {t('pruefungen.karteGeloescht')}
                    </Text>
                  ) : null}
                </>
              ),
            },
            {
              header: t('pruefungen.punkte'),
              cell: (zeile, index) => (
                <TextInput
                  type="number"
                  min={0}
                  step="any"
                  w={100}
                  {...form.getInputProps(`zeilen.${index}.punkte`)}
                  disabled={zeile.geloescht}
                  aria-label={t('pruefungen.punkteFuer', { nr: index + 1 })}
                />
              ),
            },
            {
              header: t('allgemein.aktionen'),
              cell: (_zeile, index) => (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => verschieben(index, -1)}
                    aria-label={t('pruefungen.nachOben', { nr: index + 1 })}
                    disabled={index === 0}
                  >
                    ↑
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => verschieben(index, 1)}
                    aria-label={t('pruefungen.nachUnten', { nr: index + 1 })}
                    disabled={index === zeilen.length - 1}
                  >
                    ↓
                  </Button>
                </Group>
              ),
            },
          ]}
        />
      ) : null}
      <Group>
        <Button disabled={!kannSpeichern || ungueltig} loading={speichert} onClick={() => onSave(gewaehlt)}>
          {t('pruefungen.teileSpeichern')}
        </Button>
      </Group>
    </>
  );
}
