import { useMemo, useState } from 'react';
import { apiErrorMessage, httpStatusOf, type ApiCallError } from '@lernstapel/api-client';
import type {
  PruefungDetail,
  PruefungsAntwort,
  PruefungsFrage,
  SchuelerAntworten,
  SchuelerInPruefungZeile,
} from '@lernstapel/contracts';
import { ueberschritteneGrenze } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Alert, Button, Card, ErrorNotice, Stack, Switch, Text, Title } from '@lernstapel/ui';
import { leereAntwort, nurAntwort } from '../antwort-felder';
import { useAbgebenMutation, useSaveAntwortMutation } from '../pruefungen-api';
import { entwurfLoeschen, entwurfSchluessel, offeneAntworten } from './entwurf-speicher';
import { FrageFeld } from './FrageFeld';
import { useAutosave, type SendeErgebnis } from './use-autosave';

/** No answer came (network, or the server is not there): try again later; a 4xx would be refused again. */
function nichtErreicht(error: ApiCallError): boolean {
  const status = httpStatusOf(error);
  return status === undefined || status >= 500;
}

export interface PruefungBearbeitenProps {
  pruefung: PruefungDetail;
  zeile: SchuelerInPruefungZeile;
  schuelerId: number;
  fragen: PruefungsFrage[];
  gespeichert: SchuelerAntworten;
}

/** The questions with their answer fields, the autosave's state and the hand-in (02 §4, §5). */
export function PruefungBearbeiten({
  pruefung,
  zeile,
  schuelerId,
  fragen,
  gespeichert,
}: PruefungBearbeitenProps) {
  const [saveAntwort] = useSaveAntwortMutation();
  const [abgeben, abgabe] = useAbgebenMutation();
  const [bestaetigt, setBestaetigt] = useState(false);
  const [speicherFehler, setSpeicherFehler] = useState<{ teil: number; meldung: string } | null>(null);
  const [abgabeFehler, setAbgabeFehler] = useState<string | null>(null);
  const schluessel = entwurfSchluessel(schuelerId, pruefung.id);
  // The server's answers, and over them what this browser still holds for the server (typed offline;
  // read before the autosave starts sending it, and the server's may be older).
  const [antworten, setAntworten] = useState(() => {
    const start = new Map(gespeichert.teile.map((teil) => [teil.pruefungsteil_id, nurAntwort(teil)]));
    for (const [id, antwort] of offeneAntworten(schluessel)) start.set(id, antwort);
    return start;
  });
  const nummer = useMemo(() => new Map(fragen.map((frage, index) => [frage.id, index + 1])), [fragen]);

  const save = (antwort: PruefungsAntwort): Promise<SendeErgebnis> =>
    saveAntwort({ id: pruefung.id, pruefungsAntwortDto: antwort })
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

  const aendern = (antwort: PruefungsAntwort) => {
    setAntworten((alt) => new Map(alt).set(antwort.pruefungsteil_id, antwort));
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
    const alle = fragen.map((frage) => antworten.get(frage.id) ?? leereAntwort(frage.id));
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
      {fragen.map((frage, index) => (
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
            antwort={antworten.get(frage.id) ?? leereAntwort(frage.id)}
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
  );
}
