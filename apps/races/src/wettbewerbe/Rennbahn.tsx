import type { WettbewerbTeilnehmer } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';

/** 02 §9: the track is 820 px wide over the card count, after a start offset of 180 px. */
export const BAHN_BREITE = 820;
export const START_OFFSET = 180;
const BAHN_HOEHE = 56;
const RAND = 40;

/** Where a jockey stands: the start offset plus its share of the track. */
export function jockeyX(position: number, anzahlFragen: number): number {
  if (anzahlFragen <= 0) return START_OFFSET;
  return START_OFFSET + (Math.min(position, anzahlFragen) / anzahlFragen) * BAHN_BREITE;
}

function Jockey({ farbe }: { farbe: string }) {
  // A horse with its rider, drawn in the participant's colour (02 §9: one jockey image each).
  return (
    <g>
      <ellipse cx={0} cy={8} rx={20} ry={9} fill="#6d4c41" />
      <rect x={14} y={-6} width={8} height={16} rx={3} fill="#6d4c41" transform="rotate(25 18 2)" />
      <ellipse cx={24} cy={-8} rx={8} ry={5} fill="#6d4c41" />
      <line x1={-12} y1={14} x2={-16} y2={24} stroke="#4e342e" strokeWidth={3} />
      <line x1={12} y1={14} x2={16} y2={24} stroke="#4e342e" strokeWidth={3} />
      <rect x={-6} y={-14} width={12} height={16} rx={4} fill={farbe} stroke="#fff" strokeWidth={1.5} />
      <circle cx={0} cy={-20} r={6} fill={farbe} stroke="#fff" strokeWidth={1.5} />
    </g>
  );
}

export interface RennbahnProps {
  teilnehmer: readonly WettbewerbTeilnehmer[];
  anzahlFragen: number;
}

/** The green race track (02 §2, §9) with one lane and jockey per participant, up to 6. */
export function Rennbahn({ teilnehmer, anzahlFragen }: RennbahnProps) {
  const bahnen = [...teilnehmer].sort((a, b) => a.start_nr - b.start_nr || a.id - b.id);
  const hoehe = Math.max(1, bahnen.length) * BAHN_HOEHE + 16;
  const ziel = START_OFFSET + BAHN_BREITE;
  return (
    <svg
      viewBox={`0 0 ${ziel + RAND} ${hoehe}`}
      width="100%"
      role="img"
      aria-label={t('wettbewerbe.rennbahn', { anzahl: bahnen.length })}
      data-testid="rennbahn"
      style={{ background: '#2b8a3e', borderRadius: 8, maxWidth: ziel + RAND }}
    >
      <line x1={START_OFFSET} y1={4} x2={START_OFFSET} y2={hoehe - 4} stroke="#fff" strokeDasharray="6 4" />
      <line x1={ziel} y1={4} x2={ziel} y2={hoehe - 4} stroke="#fff" strokeWidth={4} />
      {bahnen.map((person, index) => {
        const y = 8 + index * BAHN_HOEHE + BAHN_HOEHE / 2;
        return (
          <g
            key={person.id}
            data-testid="jockey"
            data-position={person.position}
            data-benutzer={person.benutzername}
          >
            <line x1={0} y1={y + BAHN_HOEHE / 2} x2={ziel + RAND} y2={y + BAHN_HOEHE / 2} stroke="#8ce99a" />
            <text x={8} y={y + 5} fill="#fff" fontSize={16} fontWeight={700}>
              {person.benutzername}
            </text>
            <g
              transform={`translate(${jockeyX(person.position, anzahlFragen)} ${y})`}
              style={{ transition: 'transform 150ms ease-out' }}
            >
              <title>
                {t('wettbewerbe.jockey', {
                  name: person.benutzername,
                  position: person.position,
                  anzahl: anzahlFragen,
                })}
              </title>
              <Jockey farbe={person.farbe ?? '#1864ab'} />
            </g>
          </g>
        );
      })}
    </svg>
  );
}
