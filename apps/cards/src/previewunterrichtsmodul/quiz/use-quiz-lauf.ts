import { useEffect, useMemo, useState } from 'react';
import type { QuizKarte, QuizLaufArt, QuizStapel, Stapelergebnis } from '@lernstapel/contracts';
import { anfrageId } from '@lernstapel/api-client';
import { empfangen } from './lern-warteschlange';
import type { KartenSeite } from './QuizKartenFlaeche';
import { beantwortet, neuerLauf, type QuizLauf } from './quiz-lauf';
import { useLernWarteschlange } from './use-lern-warteschlange';

/**
 * The state of one quiz run (02 §2, §4): the order and boxes, the shown side, the checked answer; each
 * answer moves the card's box and the last one saves the result, queued while offline (owner only).
 */
export function useQuizLauf(quiz: QuizStapel, erste: readonly QuizKarte[], speichert: boolean) {
  // The box bar counts every card, also those not asked in this run.
  const [lauf, setLauf] = useState<QuizLauf>(() => neuerLauf(erste, neuerLauf(quiz.karten).faecher));
  const [laufId, setLaufId] = useState(anfrageId);
  // Issue 23: 'Erneut abfragen' asks the cards not known (box 1) only; its result is kept apart.
  const [laufArt, setLaufArt] = useState<QuizLaufArt>('quiz');
  const [seite, setSeite] = useState<KartenSeite>('frage');
  const [geprueft, setGeprueft] = useState<boolean | null>(null);
  const { offen, einreihen } = useLernWarteschlange();
  const karten = useMemo(() => new Map(quiz.karten.map((karte) => [karte.id, karte])), [quiz.karten]);
  const karte: QuizKarte | undefined = karten.get(lauf.reihenfolge[lauf.index] ?? -1);

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

  const neuStarten = (ids: readonly number[], art: QuizLaufArt) => {
    const auswahl = quiz.karten.filter((eintrag) => ids.includes(eintrag.id));
    setLauf(neuerLauf(auswahl, lauf.faecher));
    setLaufId(anfrageId());
    setLaufArt(art);
    setSeite('frage');
    setGeprueft(null);
  };

  return {
    lauf,
    laufArt,
    karte,
    karten,
    seite,
    setSeite,
    geprueft,
    setGeprueft,
    antworten,
    neuStarten,
    /** the results still waiting in the browser */
    offen,
    gespeichert,
  };
}
