import type { Karte } from '@lernstapel/contracts';
import { ANSWER_MODE, answerModeOf, normaliseCard, type AnswerMode } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { AnsichtDialog, Divider, Stack, Text } from '@lernstapel/ui';
import { antwortText } from './antwort-text';
import { BeschriftetesBild } from './editor/BeschriftetesBild';
import { HtmlText } from './HtmlText';
import { VideoPlayer } from './medien/VideoPlayer';

export interface EinzelkarteVorschauProps {
  karte: Karte;
  /** the editor's mode of an unsaved card; a saved card's mode comes from its flags */
  modus?: AnswerMode;
  onClose: () => void;
}

function Frage({ karte, modus }: { karte: Karte; modus: AnswerMode }) {
  return (
    <Stack gap="xs">
      {karte.frage ? <HtmlText html={karte.frage} testId="vorschau-frage" /> : null}
      {modus === ANSWER_MODE.BESCHRIFTUNG && karte.frage_videobild_url ? (
        <BeschriftetesBild karte={karte} />
      ) : null}
      {modus === ANSWER_MODE.VOKABELAUDIO && karte.frage_videobild_url ? (
        <audio controls src={karte.frage_videobild_url} data-testid="vorschau-audio" />
      ) : null}
      {modus !== ANSWER_MODE.BESCHRIFTUNG &&
      modus !== ANSWER_MODE.VOKABELAUDIO &&
      karte.frage_videobild_url ? (
        <img src={karte.frage_videobild_url} alt="" style={{ maxWidth: '100%' }} />
      ) : null}
      {karte.ist_youtube_video && karte.youtube_video_id ? <VideoPlayer video={karte} /> : null}
      {modus === ANSWER_MODE.KONJUGATION ? (
        <Text c="dimmed">
          {karte.konjug_verb} · {karte.konjug_zeitform}
        </Text>
      ) : null}
      {modus === ANSWER_MODE.MULTIPLE_CHOICE ? (
        <Stack gap={2}>
          {[1, 2, 3, 4, 5]
            .filter((n) => n <= karte.anzahl_antworten)
            .map((n) => (
              <Text key={n}>☐ {karte[`antwort${n as 1}`]}</Text>
            ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * 02 §2 'Einzelkarte - Vorschau': one card, saved or still in the editor, with question and answer;
 * stored HTML is cleaned before it is shown (DEVIATIONS 7).
 */
export function EinzelkarteVorschau({ karte, modus, onClose }: EinzelkarteVorschauProps) {
  const art = modus ?? answerModeOf(karte);
  const antwort =
    art === ANSWER_MODE.MUENDLICH || art === ANSWER_MODE.SCHRIFTLICH || art === ANSWER_MODE.VOKABELAUDIO
      ? null
      : antwortText(normaliseCard(karte, art, karte.autor_id));
  return (
    <AnsichtDialog title={t('karten.einzelkarteVorschau')} size="xl" onClose={onClose}>
      <Stack data-testid="einzelkarte-vorschau">
        <Text size="sm" c="dimmed" fw={700}>
          {t('quiz.frage')} · {t(`karten.modus.${art}`)}
        </Text>
        <Frage karte={karte} modus={art} />
        <Divider />
        <Text size="sm" c="dimmed" fw={700}>
          {t('quiz.antwort')}
        </Text>
        {antwort === null ? (
          <HtmlText html={karte.antwort1} testId="vorschau-antwort" />
        ) : (
          <Text data-testid="vorschau-antwort">{antwort}</Text>
        )}
        {karte.antwort_videobild_url ? (
          <img src={karte.antwort_videobild_url} alt="" style={{ maxWidth: '100%' }} />
        ) : null}
      </Stack>
    </AnsichtDialog>
  );
}
