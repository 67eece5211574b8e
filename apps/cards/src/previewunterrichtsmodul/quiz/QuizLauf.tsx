import { useEffect, useMemo, useRef, useState } from 'react';
import type { QuizKarte, QuizLaufArt, QuizStapel, Stapelergebnis } from '@lernstapel/contracts';
import { ANSWER_MODE, answerModeOf, boxOf, quizPercentage } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, Group, Stack, Text } from '@lernstapel/ui';
import { anfrageId } from '@lernstapel/api-client';
import { FachLeiste } from './FachLeiste';
import { KartenPruefung } from './KartenPruefung';
import { empfangen, type Auftrag } from './lern-warteschlange';
import { alsKarte } from './QuizAntwortFeld';
import { QuizKartenFlaeche, type KartenSeite } from './QuizKartenFlaeche';
import { useGetErgebnisseQuery } from './quiz-api';
import { beantwortet, fachZahlenVon, neuerLauf, type QuizLauf } from './quiz-lauf';
import { chartVorladen, QuizZusammenfassung } from './QuizZusammenfassung';
import { useLernWarteschlange } from './use-lern-warteschlange';
import { useWiederFaellig, WiederFaelligListe, ZuletztWiederFaellig } from './WiederFaellig';

/** Results still waiting in the browser, as the chart shows them (dated now). */
function wartendeErgebnisse(offen: readonly Auftrag[], stapelId: number): Stapelergebnis[] {
  return offen
    .filter((auftrag) => auftrag.pfad === 'stapelergebnisse' && auftrag.body.unterrichtsmodul_id === stapelId)
    .map((auftrag) => ({
      id: 0,
      datum: new Date().toISOString(),
      ergebnis: quizPercentage(Number(auftrag.body.anzahl_karten_insg), Number(auftrag.body.anzahl_richtig)),
      anzahl_karten_insg: Number(auftrag.body.anzahl_karten_insg),
      art: auftrag.body['art'] === 'erneut' ? 'erneut' : 'quiz',
    }));
}

/** 'Ich wusste es!' and 'Ich wusste es nicht.' by key (02 §2, issue 11 keyboard). */
const TASTEN: Readonly<Record<string, boolean>> = { j: true, n: false };

/** Ein Tastendruck außerhalb von Eingabefeldern (J/N sollen Tippen nicht stören). */
function inEingabe(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA');
}

interface LaufProps {
  quiz: QuizStapel;
  /** The cards of the first run: all, or in 'Intelligente Wiederholung' the due ones. */
  erste: readonly QuizKarte[];
  /** Moves boxes and saves results: the owner's quiz mode (02 §4; the preview saves nothing). */
  speichert: boolean;
  onNeuLaden: () => void;
}

/** One quiz run over the loaded cards (02 §2 quiz card screen, §4, §5). */
export function QuizLaufAnsicht({ quiz, erste, speichert, onNeuLaden }: LaufProps) {
  // The box bar counts every card, also those not asked in this run.
  const [lauf, setLauf] = useState<QuizLauf>(() => neuerLauf(erste, neuerLauf(quiz.karten).faecher));
  const [laufId, setLaufId] = useState(anfrageId);
  // Issue 23: 'Erneut abfragen' asks the cards not known (box 1) only; its result is kept apart.
  const [laufArt, setLaufArt] = useState<QuizLaufArt>('quiz');
  const [seite, setSeite] = useState<KartenSeite>('frage');
  const [geprueft, setGeprueft] = useState<boolean | null>(null);
  const { offen, einreihen } = useLernWarteschlange();
  const ergebnisse = useGetErgebnisseQuery(quiz.id, { skip: !speichert || lauf.index !== -1 });
  const karteRef = useRef<HTMLButtonElement>(null);
  const karten = useMemo(() => new Map(quiz.karten.map((karte) => [karte.id, karte])), [quiz.karten]);
  const karte: QuizKarte | undefined = karten.get(lauf.reihenfolge[lauf.index] ?? -1);
  const mode = karte ? answerModeOf(alsKarte(karte)) : null;
  const muendlich = mode === ANSWER_MODE.MUENDLICH;
  // Issue 23: in 'Intelligente Wiederholung' each answered card says when it comes back.
  const wiederFaellig = useWiederFaellig(karten);
  const zeigtWiederFaellig = speichert && quiz.lernmodus === 'intelligent';

  // The result list the server answered to this run's result (it includes the run).
  const [gespeichert, setGespeichert] = useState<Stapelergebnis[] | null>(null);
  useEffect(
    () =>
      empfangen((auftrag, antwort) => {
        if (auftrag.pfad === 'stapelergebnisse' && auftrag.body.unterrichtsmodul_id === quiz.id) {
          setGespeichert(antwort as Stapelergebnis[]);
        }
      }),
    [quiz.id],
  );

  useEffect(() => (speichert ? chartVorladen() : undefined), [speichert]);
  useEffect(() => {
    if (muendlich) karteRef.current?.focus();
  }, [lauf.index, muendlich]);

  const antworten = (gewusst: boolean) => {
    if (!karte) return;
    const danach = beantwortet(lauf, karte.id, gewusst);
    if (speichert) {
      einreihen({
        pfad: 'unterrichtsmodulteile/quiz/fach',
        body: { id: karte.id, gewusst, anfrage_id: anfrageId() },
      });
      if (danach.index === -1) {
        einreihen({
          pfad: 'stapelergebnisse',
          body: {
            unterrichtsmodul_id: quiz.id,
            anzahl_richtig: danach.gewusst.length,
            anzahl_karten_insg: danach.reihenfolge.length,
            anfrage_id: laufId,
            art: laufArt,
          },
        });
      }
    }
    setLauf(danach);
    setSeite('frage');
    setGeprueft(null);
  };

  useEffect(() => {
    if (!muendlich || seite !== 'antwort') return undefined;
    const taste = (event: KeyboardEvent) => {
      if (inEingabe(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const gewusst = TASTEN[event.key.toLowerCase()];
      if (gewusst === undefined) return;
      // The key must not also type into the next card's answer field, which takes the focus.
      event.preventDefault();
      antworten(gewusst);
    };
    window.addEventListener('keydown', taste);
    return () => window.removeEventListener('keydown', taste);
  });

  const neuStarten = (ids: readonly number[], art: QuizLaufArt) => {
    const auswahl = quiz.karten.filter((eintrag) => ids.includes(eintrag.id));
    setLauf(neuerLauf(auswahl, lauf.faecher));
    setLaufId(anfrageId());
    setLaufArt(art);
    setSeite('frage');
    setGeprueft(null);
  };

  if (!karte) {
    const chart = speichert
      ? [...(gespeichert ?? ergebnisse.data ?? []), ...wartendeErgebnisse(offen, quiz.id)]
      : null;
    return (
      <>
        {speichert ? <FachLeiste zahlen={fachZahlenVon(lauf.faecher)} /> : null}
        <QuizZusammenfassung
          gewusst={lauf.gewusst.length}
          gesamt={lauf.reihenfolge.length}
          ergebnisse={chart}
          erneut={laufArt === 'erneut'}
          onErneutAbfragen={() =>
            lauf.nichtGewusst.length > 0
              ? neuStarten(lauf.nichtGewusst, 'erneut')
              : neuStarten(
                  quiz.karten.map((k) => k.id),
                  'quiz',
                )
          }
          onWiederholen={onNeuLaden}
        />
        {zeigtWiederFaellig && wiederFaellig.length > 0 ? (
          <WiederFaelligListe eintraege={wiederFaellig} />
        ) : null}
      </>
    );
  }

  return (
    <Stack gap="sm">
      {speichert ? <FachLeiste zahlen={fachZahlenVon(lauf.faecher)} /> : null}
      <Group justify="space-between">
        <Text fw={700} data-testid="quiz-zaehler">
          {t('quiz.frageVonGesamt', { nr: lauf.index + 1, gesamt: lauf.reihenfolge.length })}
        </Text>
        <Text data-testid="quiz-fach">{t('quiz.fach', { nr: boxOf(lauf.faecher[karte.id] ?? 1) })}</Text>
      </Group>
      <QuizKartenFlaeche
        ref={karteRef}
        karte={karte}
        seite={seite}
        drehbar={muendlich || geprueft !== null}
        onUmdrehen={() => setSeite(seite === 'frage' ? 'antwort' : 'frage')}
      />
      {muendlich ? (
        seite === 'antwort' ? (
          <Group>
            <Button variant="default" onClick={() => antworten(false)} aria-keyshortcuts="N">
              {t('quiz.ichWussteEsNicht')}
            </Button>
            <Button onClick={() => antworten(true)} aria-keyshortcuts="J">
              {t('quiz.ichWussteEs')}
            </Button>
          </Group>
        ) : null
      ) : (
        <KartenPruefung
          key={`${lauf.index}-${karte.id}`}
          karte={karte}
          seite={seite}
          onSeite={setSeite}
          geprueft={geprueft}
          onGeprueft={setGeprueft}
          bestaetigen={t('quiz.naechsteFrage')}
          onBestaetigen={antworten}
        />
      )}
      {zeigtWiederFaellig ? <ZuletztWiederFaellig eintraege={wiederFaellig} /> : null}
      <Text size="sm" c="dimmed">
        {t('quiz.tastenHinweis')}
      </Text>
    </Stack>
  );
}
