import { useEffect, useRef, useState } from 'react';
import type { PruefungDetail, PruefungsteilLehrperson } from '@lernstapel/contracts';
import { answerModeOf } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, DataTable, Group, Stack, Text, Title } from '@lernstapel/ui';
import { antwortText, beschriftungVonKarte, richtigeAntwortText } from '../antwort-text';
import { useGetSchuelerAntwortenQuery, useGetTeileQuery } from '../pruefungen-api';
import { pruefungDatumText } from '../pruefung-datum';

export interface DruckAnsichtProps {
  pruefung: PruefungDetail;
  schuelerIds: readonly number[];
  onFertig: () => void;
}

/** Print CSS: only the graded exams, one pupil per page (02 §2 print button). */
const DRUCK_CSS = `@media print {
  .lernstapel-nicht-drucken, [data-build-id], nav, header { display: none !important; }
  /* A break before every pupil but the first: a break after the last one printed an empty page. */
  .druck-seite + .druck-seite { break-before: page; }
}`;

/**
 * The graded exam of one pupil or of all (02 §2 print button): the browser's print dialog opens once
 * every pupil's page is loaded; on screen the view stays until it is closed.
 */
export function DruckAnsicht({ pruefung, schuelerIds, onFertig }: DruckAnsichtProps) {
  const teile = useGetTeileQuery(pruefung.id);
  const [geladen, setGeladen] = useState<ReadonlySet<number>>(new Set());
  const gedruckt = useRef(false);
  useEffect(() => {
    if (gedruckt.current || geladen.size < schuelerIds.length) return;
    gedruckt.current = true;
    window.print();
  }, [geladen, schuelerIds.length]);
  return (
    <Stack gap="lg" data-testid="druck-ansicht">
      <style>{DRUCK_CSS}</style>
      <Group className="lernstapel-nicht-drucken">
        <Button onClick={() => window.print()}>{t('pruefungen.drucken')}</Button>
        <Button variant="default" onClick={onFertig}>
          {t('pruefungen.druckSchliessen')}
        </Button>
      </Group>
      {teile.data
        ? schuelerIds.map((id) => (
            <DruckSeite
              key={id}
              pruefung={pruefung}
              teile={teile.data ?? []}
              schuelerId={id}
              onGeladen={() => setGeladen((alt) => new Set(alt).add(id))}
            />
          ))
        : null}
    </Stack>
  );
}

interface DruckSeiteProps {
  pruefung: PruefungDetail;
  teile: readonly PruefungsteilLehrperson[];
  schuelerId: number;
  onGeladen: () => void;
}

function DruckSeite({ pruefung, teile, schuelerId, onGeladen }: DruckSeiteProps) {
  const antworten = useGetSchuelerAntwortenQuery({ id: pruefung.id, schuelerId });
  const daten = antworten.data;
  const gemeldet = useRef(false);
  useEffect(() => {
    // Reports once per pupil, when the answers arrive.
    if (!daten || gemeldet.current) return;
    gemeldet.current = true;
    onGeladen();
  }, [daten, onGeladen]);
  if (!daten) return null;
  const proTeil = new Map(daten.teile.map((teil) => [teil.pruefungsteil_id, teil]));
  return (
    <article className="druck-seite" data-testid="druck-seite">
      <Title order={2} size="h3">
        {pruefung.titel} · {pruefungDatumText(pruefung)}
      </Title>
      <Text fw={700}>
        {daten.zeile.namevoll} ({daten.zeile.benutzername})
      </Text>
      <Text>
        {t('pruefungen.punkte')}: {daten.zeile.punkte ?? ''} / {pruefung.gesamtpunktezahl} ·{' '}
        {t('pruefungen.note')}: {daten.zeile.note ?? ''}
      </Text>
      {daten.zeile.kommentar_lehrperson ? (
        <Text style={{ whiteSpace: 'pre-wrap' }}>{daten.zeile.kommentar_lehrperson}</Text>
      ) : null}
      <DataTable
        withTableBorder
        mt="sm"
        rows={teile}
        rowKey={(teil) => teil.id}
        columns={[
          { header: t('karten.frage'), cell: (teil) => teil.karte.frage },
          {
            header: t('pruefungen.antwort'),
            cell: (teil) => {
              const antwort = proTeil.get(teil.id);
              const k = teil.karte;
              return antwort
                ? antwortText(
                    answerModeOf(k),
                    antwort,
                    [k.antwort1, k.antwort2, k.antwort3, k.antwort4, k.antwort5],
                    beschriftungVonKarte(k, antwort.beschriftung_nummern),
                  )
                : '';
            },
          },
          {
            header: t('pruefungen.richtigeAntwort'),
            cell: (teil) =>
              richtigeAntwortText(
                answerModeOf(teil.karte),
                teil.karte,
                proTeil.get(teil.id)?.beschriftung_nummern ?? null,
              ),
          },
          {
            header: t('pruefungen.punkte'),
            cell: (teil) => `${proTeil.get(teil.id)?.punkte ?? ''} / ${teil.punkte}`,
          },
          {
            header: t('pruefungen.kommentar'),
            cell: (teil) => proTeil.get(teil.id)?.kommentar_lehrperson ?? '',
          },
        ]}
      />
    </article>
  );
}
