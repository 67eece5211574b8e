import type { Stapelergebnis } from '@lernstapel/contracts';
import { formatDateDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import {
  CartesianGrid,
  LabelList,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  XAxis,
  YAxis,
} from 'recharts';
import { verlaufPunkte } from './verlauf-punkte';

export interface VerlaufChartProps {
  ergebnisse: readonly Stapelergebnis[];
}

/**
 * 02 §2 history chart of the stack's results over time (recharts, loaded lazily with the summary).
 * The line joins the whole runs only; a re-run of the cards not known ('Erneut abfragen') is a lone
 * point of its own colour (issue 23), so a short re-run never reads as a drop of the stack's result.
 * The picture is described for screen readers by the figure's label; the numbers are in the summary.
 */
export default function VerlaufChart({ ergebnisse }: VerlaufChartProps) {
  const daten = verlaufPunkte(ergebnisse).map((punkt) => ({
    lauf:
      punkt.art === 'erneut'
        ? t('quiz.laufErneut', { nr: punkt.nr, datum: formatDateDe(punkt.datum), anzahl: punkt.anzahl })
        : `${punkt.nr}. ${formatDateDe(punkt.datum)}`,
    ergebnis: punkt.ganz,
    erneut: punkt.erneut,
  }));
  const erneut = ergebnisse.filter((ergebnis) => ergebnis.art === 'erneut').length;
  const ganz = ergebnisse.length - erneut;
  return (
    <figure
      aria-label={
        erneut > 0
          ? t('quiz.verlaufBeschreibungErneut', { anzahl: ganz, erneut })
          : t('quiz.verlaufBeschreibung', { anzahl: ganz })
      }
      data-testid="verlauf-chart"
      data-laeufe={ganz}
      data-erneut={erneut}
      style={{ margin: 0, width: '100%', height: 280 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={daten} margin={{ top: 16, right: 24, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="lauf" />
          <YAxis domain={[0, 100]} unit=" %" />
          <Line
            type="monotone"
            dataKey="ergebnis"
            name={t('quiz.ergebnis')}
            stroke="#1864ab"
            strokeWidth={2}
            connectNulls
          >
            {/* The values on the points, dark on white (a hover tooltip would hide them from keyboards). */}
            <LabelList dataKey="ergebnis" position="top" fill="#1a1b1e" />
          </Line>
          {erneut > 0 ? (
            <Line
              dataKey="erneut"
              name={t('quiz.ergebnisErneut')}
              stroke="#c2255c"
              strokeWidth={0}
              dot={{ r: 5, fill: '#c2255c' }}
              isAnimationActive={false}
            >
              <LabelList dataKey="erneut" position="bottom" fill="#1a1b1e" />
            </Line>
          ) : null}
          {erneut > 0 ? <Legend /> : null}
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
