import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import type { Karte } from '@lernstapel/contracts';
import {
  BILD_BREITE,
  MARKER_GROESSE,
  markerPosition,
  usedLabelNumbers,
  type LabelNumber,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Box } from '@lernstapel/ui';

/** Direction 1, also shown for a direction outside 1 … 9. */
const PFEIL_UNTEN_LINKS = '↙';
/** The arrow glyph of directions 1 to 9 (as the keys of a number pad: 1 down-left … 9 up-right, 5 none). */
const PFEILE: Readonly<Partial<Record<number, string>>> = {
  1: PFEIL_UNTEN_LINKS,
  2: '↓',
  3: '↘',
  4: '←',
  5: '•',
  6: '→',
  7: '↖',
  8: '↑',
  9: '↗',
};
/** Keyboard step in px; with Shift five times as far. */
const SCHRITT = 4;

export function pfeilZeichen(richtung: number): string {
  return PFEILE[richtung] ?? PFEIL_UNTEN_LINKS;
}

export interface BeschriftetesBildProps {
  karte: Karte;
  /** given in the editor: markers can be dragged (mouse, touch, pen) and moved with the arrow keys */
  onVerschieben?: (n: LabelNumber, x: number, y: number) => void;
}

/**
 * 02 §3, §9 the labelled image: 700 px wide, a 62 px marker per used label with its number and arrow,
 * at beschriftung_n_x / _y.
 */
export function BeschriftetesBild({ karte, onVerschieben }: BeschriftetesBildProps) {
  const flaeche = useRef<HTMLDivElement>(null);
  const ziehen = (n: LabelNumber) => (event: PointerEvent<HTMLElement>) => {
    if (!onVerschieben || event.buttons === 0 || !flaeche.current) return;
    const rand = flaeche.current.getBoundingClientRect();
    const { x, y } = markerPosition(
      event.clientX - rand.left - MARKER_GROESSE / 2,
      event.clientY - rand.top - MARKER_GROESSE / 2,
    );
    onVerschieben(n, x, y);
  };
  const taste = (n: LabelNumber) => (event: KeyboardEvent<HTMLElement>) => {
    if (!onVerschieben) return;
    const schritt = event.shiftKey ? SCHRITT * 5 : SCHRITT;
    const schritte: Partial<Record<string, readonly [number, number]>> = {
      ArrowLeft: [-schritt, 0],
      ArrowRight: [schritt, 0],
      ArrowUp: [0, -schritt],
      ArrowDown: [0, schritt],
    };
    const [dx, dy] = schritte[event.key] ?? [0, 0];
    if (dx === 0 && dy === 0) return;
    event.preventDefault();
    const { x, y } = markerPosition(karte[`beschriftung_${n}_x`] + dx, karte[`beschriftung_${n}_y`] + dy);
    onVerschieben(n, x, y);
  };
  return (
    <Box ref={flaeche} pos="relative" w={BILD_BREITE} maw="100%" data-testid="beschriftetes-bild">
      <img
        src={karte.frage_videobild_url}
        alt=""
        width={BILD_BREITE}
        style={{ display: 'block', maxWidth: '100%' }}
      />
      {usedLabelNumbers(karte).map((n) => (
        <Box
          key={n}
          component={onVerschieben ? 'button' : 'span'}
          type={onVerschieben ? 'button' : undefined}
          aria-label={onVerschieben ? t('karten.beschriftungPositionLabel', { nr: String(n) }) : undefined}
          data-testid={`marker-${n}`}
          bg="white"
          c="dark.9"
          fw={700}
          fz="lg"
          style={{
            // plain pixels: positions are stored in px of the 700 px image (02 §9)
            position: 'absolute',
            left: karte[`beschriftung_${n}_x`],
            top: karte[`beschriftung_${n}_y`],
            width: MARKER_GROESSE,
            height: MARKER_GROESSE,
            border: '3px solid var(--mantine-color-blue-8)',
            borderRadius: 8,
            touchAction: 'none',
            cursor: onVerschieben ? 'grab' : 'default',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
          }}
          onPointerDown={(event: PointerEvent<HTMLElement>) =>
            event.currentTarget.setPointerCapture(event.pointerId)
          }
          onPointerMove={ziehen(n)}
          onKeyDown={taste(n)}
        >
          {n} {pfeilZeichen(karte[`beschriftung_${n}_pfeil`])}
        </Box>
      ))}
    </Box>
  );
}
