import { forwardRef, useEffect, useRef, type ForwardedRef } from 'react';
import type { QuizKarte } from '@lernstapel/contracts';
import { ANSWER_MODE, answerModeOf, usedLabelNumbers } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Paper, Text } from '@lernstapel/ui';
import { antwortText } from '../../unterrichtsmodulteile/antwort-text';
import { VideoPlayer } from '../../unterrichtsmodulteile/medien/VideoPlayer';
import { alsKarte } from './QuizAntwortFeld';

export type KartenSeite = 'frage' | 'antwort';

/** 02 §9: labelled images are 700 px wide, markers 62 px. */
const BILD_BREITE = 700;
const MARKER = 62;

export interface QuizKartenFlaecheProps {
  karte: QuizKarte;
  seite: KartenSeite;
  /** False while a checked card waits for its answer: the face cannot be turned yet (02 §4). */
  drehbar: boolean;
  onUmdrehen: () => void;
  /** data-testid of the face: 'quiz-karte' in the quiz, the preview's own in the preview. */
  testId?: string;
}

/** Room kept below a turned card for the answer buttons (a row of buttons and the gap above it). */
const PLATZ_FUER_KNOEPFE = 120;

/** The ref given from outside and the face's own one, as one callback. */
function beideRefs(aussen: ForwardedRef<HTMLButtonElement>, innen: { current: HTMLButtonElement | null }) {
  return (element: HTMLButtonElement | null) => {
    innen.current = element;
    if (typeof aussen === 'function') aussen(element);
    else if (aussen) aussen.current = element;
  };
}

/**
 * Issue 23 §2: once a card shows its answer, the buttons below it must be on screen without scrolling
 * (on a phone the bars above push them out): the face is scrolled up to just below the header when the
 * buttons would end below the window.
 */
function useAntwortImBlick(seite: KartenSeite) {
  const flaeche = useRef<HTMLButtonElement | null>(null);
  useEffect(() => {
    const element = flaeche.current;
    if (seite !== 'antwort' || !element) return;
    if (element.getBoundingClientRect().bottom + PLATZ_FUER_KNOEPFE > window.innerHeight) {
      element.scrollIntoView({ block: 'start' });
    }
  }, [seite]);
  return flaeche;
}

/** The labelled image with its numbered markers (02 §3 beschriftung_n_x/_y). */
function BeschriftetesBild({ karte }: { karte: QuizKarte }) {
  return (
    <span style={{ position: 'relative', display: 'block', maxWidth: BILD_BREITE }}>
      <img src={karte.frage_videobild_url} alt={karte.frage} style={{ width: '100%', display: 'block' }} />
      {usedLabelNumbers(alsKarte(karte)).map((n) => (
        <span
          key={n}
          aria-hidden
          style={{
            position: 'absolute',
            left: `${(karte[`beschriftung_${n}_x`] / BILD_BREITE) * 100}%`,
            top: karte[`beschriftung_${n}_y`],
            minWidth: MARKER / 2,
            padding: '2px 6px',
            borderRadius: 12,
            background: '#1c7ed6',
            color: '#fff',
            fontWeight: 700,
          }}
        >
          {n}
        </span>
      ))}
    </span>
  );
}

/**
 * The card face of the quiz and the preview (02 §2, §4): a button that turns between 'Frage' and
 * 'Antwort' on click, Enter or Space, once the card may be turned. Texts are plain text (DEVIATIONS 7);
 * the card's images are shown, the question image of a vocabulary card is its audio (played by the
 * answer field). The card's video follows the face (a player may not sit inside a button), as the
 * editor's preview shows it: loaded only on the user's click (issue 16).
 */
export const QuizKartenFlaeche = forwardRef<HTMLButtonElement, QuizKartenFlaecheProps>(
  function QuizKartenFlaeche({ karte, seite, drehbar, onUmdrehen, testId = 'quiz-karte' }, ref) {
    const istFrage = seite === 'frage';
    const flaeche = useAntwortImBlick(seite);
    const mode = answerModeOf(alsKarte(karte));
    const bild = istFrage ? karte.frage_videobild_url : karte.antwort_videobild_url;
    return (
      <>
        <Paper
          ref={beideRefs(ref, flaeche)}
          component="button"
          type="button"
          onClick={drehbar ? onUmdrehen : undefined}
          aria-disabled={!drehbar}
          withBorder
          shadow="sm"
          radius="md"
          // Smaller on a phone, so that a card and its answer buttons fit on one screen.
          p={{ base: 'md', sm: 'xl' }}
          w="100%"
          mih={{ base: 140, sm: 220 }}
          bg={istFrage ? undefined : 'teal.0'}
          style={{
            cursor: drehbar ? 'pointer' : 'default',
            textAlign: 'left',
            font: 'inherit',
            // scrolled to the top: below the portal's fixed header
            scrollMarginTop: 'calc(var(--app-shell-header-offset, 0px) + 8px)',
          }}
          data-testid={testId}
          data-seite={seite}
        >
          <Text component="span" display="block" size="sm" c="dimmed" fw={700} mb="sm">
            {t(istFrage ? 'quiz.frage' : 'quiz.antwort')}
          </Text>
          <Text component="span" display="block" size="xl" style={{ whiteSpace: 'pre-wrap' }}>
            {istFrage ? karte.frage : antwortText(alsKarte(karte))}
          </Text>
          {istFrage && mode === ANSWER_MODE.BESCHRIFTUNG && bild ? <BeschriftetesBild karte={karte} /> : null}
          {bild && mode !== ANSWER_MODE.VOKABELAUDIO && mode !== ANSWER_MODE.BESCHRIFTUNG ? (
            <img src={bild} alt="" style={{ maxWidth: '100%', marginTop: 12, display: 'block' }} />
          ) : null}
          {istFrage && drehbar ? (
            <Text component="span" display="block" size="sm" c="dimmed" mt="lg">
              {t('quiz.tippenFuerAntwort')}
            </Text>
          ) : null}
        </Paper>
        {karte.ist_youtube_video && karte.youtube_video_id ? (
          <div data-testid="karten-video">
            <VideoPlayer video={karte} />
          </div>
        ) : null}
      </>
    );
  },
);
