import type { QuizLaufArt, QuizStapel, Stapelergebnis } from '@lernstapel/contracts';
import { quizPercentage } from '@lernstapel/rules';
import { FachLeiste } from './FachLeiste';
import type { Auftrag } from './lern-warteschlange';
import { useGetErgebnisseQuery } from './quiz-api';
import { fachZahlenVon, type QuizLauf } from './quiz-lauf';
import { QuizZusammenfassung } from './QuizZusammenfassung';
import { WiederFaelligListe, type WiederFaelligEintrag } from './WiederFaellig';

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

export interface QuizLaufEndeProps {
  quiz: QuizStapel;
  lauf: QuizLauf;
  laufArt: QuizLaufArt;
  speichert: boolean;
  /** the results still waiting in the browser */
  offen: readonly Auftrag[];
  /** the result list the server answered to this run's result */
  gespeichert: Stapelergebnis[] | null;
  /** 'Intelligente Wiederholung': when each answered card comes back; null elsewhere */
  wiederFaellig: readonly WiederFaelligEintrag[] | null;
  onNeuStarten: (ids: readonly number[], art: QuizLaufArt) => void;
  onNeuLaden: () => void;
}

/** The end of a run (02 §2, §4): the boxes, the summary with the owner's results chart, what comes back when. */
export function QuizLaufEnde(props: QuizLaufEndeProps) {
  const { quiz, lauf, laufArt, speichert, offen, gespeichert, wiederFaellig, onNeuStarten, onNeuLaden } =
    props;
  const ergebnisse = useGetErgebnisseQuery(quiz.id, { skip: !speichert });
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
            ? onNeuStarten(lauf.nichtGewusst, 'erneut')
            : onNeuStarten(
                quiz.karten.map((k) => k.id),
                'quiz',
              )
        }
        onWiederholen={onNeuLaden}
      />
      {wiederFaellig && wiederFaellig.length > 0 ? <WiederFaelligListe eintraege={wiederFaellig} /> : null}
    </>
  );
}
