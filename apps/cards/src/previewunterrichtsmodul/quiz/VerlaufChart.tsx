import type { Stapelergebnis } from '@lernstapel/contracts';
import { formatDateDe } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { CartesianGrid, LabelList, Line, LineChart, ResponsiveContainer, XAxis, YAxis } from 'recharts';

export interface VerlaufChartProps {
  ergebnisse: readonly Stapelergebnis[];
}

/**
 * 02 §2 history chart of the stack's results over time (recharts, loaded lazily with the summary).
 * The picture is described for screen readers by the figure's label; the numbers are in the summary.
 */
export default function VerlaufChart({ ergebnisse }: VerlaufChartProps) {
  const daten = ergebnisse.map((ergebnis, index) => ({
    lauf: `${index + 1}. ${formatDateDe(ergebnis.datum)}`,
    ergebnis: ergebnis.ergebnis,
  }));
  return (
    <figure
      aria-label={t('quiz.verlaufBeschreibung', { anzahl: ergebnisse.length })}
      data-testid="verlauf-chart"
      data-laeufe={ergebnisse.length}
      style={{ margin: 0, width: '100%', height: 260 }}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={daten} margin={{ top: 16, right: 24, bottom: 8, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="lauf" />
          <YAxis domain={[0, 100]} unit=" %" />
          <Line type="monotone" dataKey="ergebnis" name={t('quiz.ergebnis')} stroke="#1864ab" strokeWidth={2}>
            {/* The values on the points, dark on white (a hover tooltip would hide them from keyboards). */}
            <LabelList dataKey="ergebnis" position="top" fill="#1a1b1e" />
          </Line>
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
