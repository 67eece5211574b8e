import { useEffect, useMemo, useState } from 'react';
import { apiErrorMessage, httpStatusOf, type ApiCallError } from '@lernstapel/api-client';
import type { PruefungDetail, PruefungsAntwort, SchuelerInPruefungZeile } from '@lernstapel/contracts';
import { ueberschritteneGrenze } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Alert, Button, Card, DataState, ErrorNotice, Stack, Switch, Text, Title } from '@lernstapel/ui';
import { leereAntwort, nurAntwort } from '../antwort-felder';
import {
  useAbgebenMutation,
  useGetFragenQuery,
  useGetSchuelerAntwortenQuery,
  useSaveAntwortMutation,
} from '../pruefungen-api';
import { entwurfLoeschen, entwurfSchluessel, offeneAntworten } from './entwurf-speicher';
import { FrageFeld } from './FrageFeld';
import { useAutosave, type SendeErgebnis } from './use-autosave';

export interface PruefungsFormularProps {
  pruefung: PruefungDetail;
  zeile: SchuelerInPruefungZeile;
  schuelerId: number;
}

/** No answer came (network, or the server is not there): try again later; a 4xx would be refused again. */
function nichtErreicht(error: ApiCallError): boolean {
  const status = httpStatusOf(error);
  return status === undefined || status >= 500;
}

/**
 * The running exam (02 §4 in Bearbeitung): the questions with the answers saved so far (a reload
 * resumes, answers typed offline included), autosave while typing that retries until the server has
 * every answer (issue 23), and 'Abgeben und beenden' once the confirmation is ticked (02 §5). Every
 * message names the part as the pupil sees it ("Aufgabe 3").
 */
export function PruefungsFormular({ pruefung, zeile, schuelerId }: PruefungsFormularProps) {
  const fragen = useGetFragenQuery(pruefung.id);
  const gespeichert = useGetSchuelerAntwortenQuery(
    { id: pruefung.id, schuelerId },
    { refetchOnMountOrArgChange: true },
  );
  const [saveAntwort] = useSaveAntwortMutation();
  const [abgeben, abgabe] = useAbgebenMutation();
  const [antworten, setAntworten] = useState<Map<number, PruefungsAntwort> | null>(null);
  const [bestaetigt, setBestaetigt] = useState(false);
  const [speicherFehler, setSpeicherFehler] = useState<{ teil: number; meldung: string } | null>(null);
  const [abgabeFehler, setAbgabeFehler] = useState<string | null>(null);
  const schluessel = entwurfSchluessel(schuelerId, pruefung.id);
  // What the browser held for the server when the form opened (the autosave may send it before the
  // server's answers arrive, and those may be older).
  const [ausDemBrowser] = useState(() => offeneAntworten(schluessel));
  const nummer = useMemo(
    () => new Map((fragen.data ?? []).map((frage, index) => [frage.id, index + 1])),
    [fragen.data],
  );

  const save = (antwort: PruefungsAntwort): Promise<SendeErgebnis> =>
    saveAntwort({ id: pruefung.id, antwort })
      .unwrap()
      .then(
        (): SendeErgebnis => {
          setSpeicherFehler((alt) => (alt?.teil === antwort.pruefungsteil_id ? null : alt));
          return 'ok';
        },
        (error: ApiCallError): SendeErgebnis => {
          if (nichtErreicht(error)) return 'netz';
          setSpeicherFehler({ teil: antwort.pruefungsteil_id, meldung: apiErrorMessage(error) });
          return 'abgelehnt';
        },
      );
  const { schedule, flush, offline, offen } = useAutosave(schluessel, save);

  useEffect(() => {
    if (!gespeichert.data || antworten !== null) return;
    // The server's answers, and over them what this browser still holds for the server (typed offline).
    const start = new Map(gespeichert.data.teile.map((teil) => [teil.pruefungsteil_id, nurAntwort(teil)]));
    for (const [id, antwort] of ausDemBrowser) start.set(id, antwort);
    setAntworten(start);
  }, [gespeichert.data, antworten, ausDemBrowser]);

  const aendern = (antwort: PruefungsAntwort) => {
    setAntworten((alt) => new Map(alt ?? []).set(antwort.pruefungsteil_id, antwort));
    schedule(antwort);
  };
  const aufgaben = (ids: readonly number[]) =>
    ids
      .map((id) => nummer.get(id))
      .filter((nr): nr is number => nr !== undefined)
      .sort((a, b) => a - b)
      .map((nr) => t('pruefungen.aufgabe', { nr }))
      .join(', ');

  const abgebenUndBeenden = async () => {
    flush();
    setAbgabeFehler(null);
    const alle = (fragen.data ?? []).map((frage) => antworten?.get(frage.id) ?? leereAntwort(frage.id));
    // The fields stop at their limits, so this only catches an answer kept from before they did.
    const zuLang = alle.findIndex((antwort) => ueberschritteneGrenze(antwort) !== null);
    if (zuLang >= 0) {
      const max = ueberschritteneGrenze(alle[zuLang] ?? leereAntwort(0)) ?? 0;
      setAbgabeFehler(t('pruefungen.antwortZuLang', { nr: zuLang + 1, max }));
      return;
    }
    const fehler = await abgeben({ pruefung_id: pruefung.id, antworten: alle })
      .unwrap()
      .then(
        () => null,
        (error: ApiCallError) => error,
      );
    if (fehler === null) entwurfLoeschen(schluessel);
    else setAbgabeFehler(nichtErreicht(fehler) ? t('pruefungen.abgabeOffline') : apiErrorMessage(fehler));
  };
  const startzeit = zeile.startzeit
    ? new Date(zeile.startzeit).toLocaleTimeString('de-CH', { hour: '2-digit', minute: '2-digit' })
    : '';
  const fehlerNr = speicherFehler ? nummer.get(speicherFehler.teil) : undefined;

  return (
    <DataState
      loading={!fragen.data || antworten === null}
      errorMessage={
        fragen.error
          ? apiErrorMessage(fragen.error)
          : gespeichert.error
            ? apiErrorMessage(gespeichert.error)
            : null
      }
      onRetry={() => void (fragen.error ? fragen.refetch() : gespeichert.refetch())}
      empty={fragen.data?.length === 0}
      emptyMessage={t('pruefungen.keinModul')}
    >
      <Stack gap="md" data-testid="pruefung-formular">
        <Text size="sm" c="dimmed">
          {t('pruefungen.startzeit', { zeit: startzeit })} · {t('pruefungen.gespeichertAutomatisch')}
        </Text>
        {offline ? (
          <Alert color="orange" role="status" data-testid="pruefung-offline" title={t('pruefungen.offline')}>
            {offen.length > 0 ? t('pruefungen.nochNichtGespeichert', { aufgaben: aufgaben(offen) }) : null}
          </Alert>
        ) : null}
        {speicherFehler ? (
          <ErrorNotice
            message={
              fehlerNr === undefined
                ? speicherFehler.meldung
                : t('pruefungen.aufgabeFehler', { nr: fehlerNr, fehler: speicherFehler.meldung })
            }
          />
        ) : null}
        {(fragen.data ?? []).map((frage, index) => (
          <Card key={frage.id} withBorder>
            <Title order={2} size="h5">
              {t('pruefungen.aufgabe', { nr: index + 1 })} ({frage.punkte} {t('pruefungen.punkte')})
            </Title>
            <Text mb="xs" style={{ whiteSpace: 'pre-wrap' }}>
              {frage.frage}
            </Text>
            <FrageFeld
              frage={frage}
              nr={index + 1}
              antwort={antworten?.get(frage.id) ?? leereAntwort(frage.id)}
              onChange={aendern}
            />
          </Card>
        ))}
        <Switch
          checked={bestaetigt}
          onChange={(e) => setBestaetigt(e.currentTarget.checked)}
          label={t('pruefungen.abgabeBestaetigen')}
        />
        {abgabeFehler ? <ErrorNotice message={abgabeFehler} /> : null}
        <Button
          disabled={!bestaetigt}
          loading={abgabe.isLoading}
          onClick={() => void abgebenUndBeenden()}
          w="fit-content"
        >
          {t('pruefungen.abgebenUndBeenden')}
        </Button>
      </Stack>
    </DataState>
  );
}
