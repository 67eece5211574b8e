import { useEffect, useState } from 'react';
import { skipToken } from '@lernstapel/api-client';
import type { PruefungDetail } from '@lernstapel/contracts';
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
import { gewaehlteTeile, summePunkte, teilZeilen, type TeilZeile, verschoben } from './teile-auswahl';

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
  const [zeilen, setZeilen] = useState<TeilZeile[]>([]);
  const [save, saving] = useSaveTeileMutation();

  useEffect(() => {
    if (karten.data && teile.data) setZeilen(teilZeilen(karten.data, teile.data));
  }, [karten.data, teile.data]);

  const aendern = (index: number, aenderung: Partial<TeilZeile>) =>
    setZeilen((alt) => alt.map((zeile, i) => (i === index ? { ...zeile, ...aenderung } : zeile)));
  const gewaehlt = gewaehlteTeile(zeilen);
  const ungueltig = gewaehlt.some((teil) => validatePoints(teil.punkte).length > 0);

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('pruefungen.gesamtpunktezahl')}: <span data-testid="vorbereiten-summe">{summePunkte(zeilen)}</span>
      </Title>
      <Select
        label={t('pruefungen.stapelWaehlen')}
        placeholder={t('pruefungen.stapelPlatzhalter')}
        data={(stapel.data ?? []).map((s) => ({ value: String(s.id), label: s.bezeichnung }))}
        value={stapelId === null ? null : String(stapelId)}
        onChange={(value) => setStapelId(value === null ? null : Number(value))}
        searchable
      />
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
                  checked={zeile.gewaehlt}
                  disabled={zeile.geloescht}
                  onChange={(e) => aendern(index, { gewaehlt: e.currentTarget.checked })}
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
                  value={zeile.punkte}
                  disabled={zeile.geloescht}
                  onChange={(e) => aendern(index, { punkte: e.currentTarget.value })}
                  aria-label={t('pruefungen.punkteFuer', { nr: index + 1 })}
                  error={
                    zeile.gewaehlt && validatePoints(Number(zeile.punkte)).length > 0
                      ? t('validierung.punkteUngueltig')
                      : undefined
                  }
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
                    onClick={() => setZeilen((alt) => verschoben(alt, index, -1))}
                    aria-label={t('pruefungen.nachOben', { nr: index + 1 })}
                    disabled={index === 0}
                  >
                    ↑
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setZeilen((alt) => verschoben(alt, index, 1))}
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
      {saving.error ? <ApiErrorAlert error={saving.error} /> : null}
      <Group>
        <Button
          disabled={stapelId === null || ungueltig}
          loading={saving.isLoading}
          onClick={() => {
            if (stapelId !== null)
              void save({ id: pruefung.id, body: { unterrichtsmodul_id: stapelId, teile: gewaehlt } });
          }}
        >
          {t('pruefungen.teileSpeichern')}
        </Button>
        {saving.isSuccess && !saving.isLoading ? (
          <Text size="sm" role="status" data-testid="teile-gespeichert">
            {t('pruefungen.gespeichert')}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
