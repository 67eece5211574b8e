import { ANSWER_MODE, type AnswerMode, type KonjugSprache } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { SegmentedControl, Stack, Text } from '@lernstapel/ui';
import { BeschriftungFelder } from './BeschriftungFelder';
import type { EditorTeilProps } from './feld-aenderung';
import { KartenText } from './KartenText';
import { KonjugationFelder } from './KonjugationFelder';
import { AusspracheFeld } from './MedienFelder';
import { MultipleChoiceFelder } from './MultipleChoiceFelder';

export interface AntwortFelderProps extends EditorTeilProps {
  modus: AnswerMode;
  onSpracheGewaehlt: (sprache: KonjugSprache) => void;
}

/** The answer part of the editor for each of the seven modes (02 §4). */
export function AntwortFelder({ modus, karte, aendern, onSpracheGewaehlt }: AntwortFelderProps) {
  switch (modus) {
    case ANSWER_MODE.MUENDLICH:
    case ANSWER_MODE.SCHRIFTLICH:
      return (
        <KartenText
          label={t('karten.antwort')}
          value={karte.antwort1}
          onChange={(text) => aendern({ antwort1: text })}
          mehrzeilig={modus === ANSWER_MODE.MUENDLICH}
          testId="antwort1"
        />
      );
    case ANSWER_MODE.MULTIPLE_CHOICE:
      return <MultipleChoiceFelder karte={karte} aendern={aendern} />;
    case ANSWER_MODE.WAHR_ODER_FALSCH:
      return (
        <div>
          <Text size="sm" fw={500} id="aussage-ist">
            {t('karten.aussageIst')}
          </Text>
          <SegmentedControl
            aria-labelledby="aussage-ist"
            value={karte.wahroderfalsch === 1 ? 'wahr' : 'falsch'}
            data={[
              { value: 'wahr', label: t('karten.wahr') },
              { value: 'falsch', label: t('karten.falsch') },
            ]}
            onChange={(wert) => aendern({ wahroderfalsch: wert === 'wahr' ? 1 : 0 })}
          />
        </div>
      );
    case ANSWER_MODE.KONJUGATION:
      return <KonjugationFelder karte={karte} aendern={aendern} onSpracheGewaehlt={onSpracheGewaehlt} />;
    case ANSWER_MODE.VOKABELAUDIO:
      return (
        <Stack gap="xs">
          <AusspracheFeld
            wort={karte.antwort1}
            url={karte.frage_videobild_url}
            onUrl={(url) => aendern({ frage_videobild_url: url })}
          />
          <KartenText
            label={t('karten.vokabel')}
            value={karte.antwort1}
            onChange={(text) => aendern({ antwort1: text })}
          />
        </Stack>
      );
    case ANSWER_MODE.BESCHRIFTUNG:
      return <BeschriftungFelder karte={karte} aendern={aendern} />;
  }
}
