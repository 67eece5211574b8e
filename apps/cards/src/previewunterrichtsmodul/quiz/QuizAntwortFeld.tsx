import { useMemo, useState, type FormEvent } from 'react';
import type { QuizKarte } from '@lernstapel/contracts';
import {
  ANSWER_MODE,
  answerModeOf,
  checkAnswer,
  isSingleChoice,
  KONJUG_FORMEN,
  KONJUG_PERSONEN,
  labelText,
  shuffledLabelNumbers,
  usedAnswerNumbers,
  usedLabelNumbers,
  type CardFields,
  type KonjugFormen,
  type CardAnswer,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@lernstapel/ui';

/** A quiz card with the editor-only fields empty: the rules' checkers take whole cards. */
export function alsKarte(karte: QuizKarte): CardFields {
  return { ...karte, autor_id: 0, autor: '', notizen: '', korrekturmarkierung: false };
}

export interface QuizAntwortFeldProps {
  karte: QuizKarte;
  /** The answer was checked (02 §5): right or wrong. */
  onGeprueft: (richtig: boolean) => void;
}

/**
 * The answer of a card that is checked by the program (02 §4, §5): written, multiple choice, true/
 * false, conjugation, vocabulary audio, labelling. The checks are the rules' (checkAnswer).
 */
export function QuizAntwortFeld({ karte, onGeprueft }: QuizAntwortFeldProps) {
  const card = useMemo(() => alsKarte(karte), [karte]);
  const pruefe = (answer: CardAnswer) => onGeprueft(checkAnswer(card, answer));
  switch (answerModeOf(card)) {
    case ANSWER_MODE.SCHRIFTLICH:
      return <Textantwort onPruefen={(text) => pruefe({ kind: 'schriftlich', text })} />;
    case ANSWER_MODE.VOKABELAUDIO:
      return (
        <Stack>
          {karte.frage_videobild_url ? (
            <audio controls autoPlay src={karte.frage_videobild_url} aria-label={t('quiz.wortAnhoeren')} />
          ) : null}
          <Textantwort onPruefen={(text) => pruefe({ kind: 'vokabelaudio', text })} />
        </Stack>
      );
    case ANSWER_MODE.WAHR_ODER_FALSCH:
      return (
        <Group>
          <Button onClick={() => pruefe({ kind: 'wahrOderFalsch', wahr: true })}>{t('karten.wahr')}</Button>
          <Button onClick={() => pruefe({ kind: 'wahrOderFalsch', wahr: false })}>
            {t('karten.falsch')}
          </Button>
        </Group>
      );
    case ANSWER_MODE.MULTIPLE_CHOICE:
      return isSingleChoice(card) ? (
        <Stack gap="xs">
          {usedAnswerNumbers(card).map((n) => (
            <Button key={n} variant="light" onClick={() => pruefe({ kind: 'multipleChoice', chosen: [n] })}>
              {card[`antwort${n}`]}
            </Button>
          ))}
        </Stack>
      ) : (
        <Mehrfachauswahl card={card} onPruefen={(chosen) => pruefe({ kind: 'multipleChoice', chosen })} />
      );
    case ANSWER_MODE.KONJUGATION:
      return <Konjugation onPruefen={(formen) => pruefe({ kind: 'konjugation', formen })} />;
    case ANSWER_MODE.BESCHRIFTUNG:
      return <Beschriftung card={card} onPruefen={pruefe} />;
    case ANSWER_MODE.MUENDLICH:
      return null;
  }
}

function PruefenForm({
  leer,
  onSubmit,
  children,
}: {
  leer: boolean;
  onSubmit: () => void;
  children: React.ReactNode;
}) {
  const absenden = (event: FormEvent) => {
    event.preventDefault();
    if (!leer) onSubmit();
  };
  return (
    <form onSubmit={absenden}>
      <Stack>
        {children}
        <Group>
          <Button type="submit" disabled={leer}>
            {t('quiz.pruefen')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Textantwort({ onPruefen }: { onPruefen: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <PruefenForm leer={text === ''} onSubmit={() => onPruefen(text)}>
      <TextInput
        label={t('quiz.deineAntwort')}
        description={t('quiz.hinweisSchriftlich')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        autoComplete="off"
        data-autofocus
        autoFocus
      />
    </PruefenForm>
  );
}

function Mehrfachauswahl({ card, onPruefen }: { card: CardFields; onPruefen: (chosen: number[]) => void }) {
  const [gewaehlt, setGewaehlt] = useState<number[]>([]);
  return (
    <PruefenForm leer={gewaehlt.length === 0} onSubmit={() => onPruefen(gewaehlt)}>
      <Text size="sm">{t('quiz.hinweisMehrfachauswahl')}</Text>
      {usedAnswerNumbers(card).map((n) => (
        <Checkbox
          key={n}
          label={card[`antwort${n}`]}
          checked={gewaehlt.includes(n)}
          onChange={(event) => {
            const an = event.currentTarget.checked;
            setGewaehlt((vorher) => (an ? [...vorher, n] : vorher.filter((x) => x !== n)));
          }}
        />
      ))}
    </PruefenForm>
  );
}

function Konjugation({ onPruefen }: { onPruefen: (formen: KonjugFormen) => void }) {
  const leer = Object.fromEntries(KONJUG_FORMEN.map((form) => [form, ''])) as KonjugFormen;
  const [formen, setFormen] = useState<KonjugFormen>(leer);
  return (
    <PruefenForm leer={KONJUG_FORMEN.every((form) => formen[form] === '')} onSubmit={() => onPruefen(formen)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {KONJUG_FORMEN.map((form) => (
          <TextInput
            key={form}
            label={t(KONJUG_PERSONEN[form])}
            value={formen[form]}
            autoComplete="off"
            onChange={(event) => {
              const wert = event.currentTarget.value;
              setFormen((vorher) => ({ ...vorher, [form]: wert }));
            }}
          />
        ))}
      </SimpleGrid>
    </PruefenForm>
  );
}

/** 02 §5, §9: the image with its markers; in number mode the labels are listed shuffled per card. */
function Beschriftung({ card, onPruefen }: { card: CardFields; onPruefen: (answer: CardAnswer) => void }) {
  const nummern = usedLabelNumbers(card);
  const gemischt = useMemo(() => shuffledLabelNumbers(card), [card]);
  const [eingaben, setEingaben] = useState<Record<number, string>>({});
  const leer = nummern.some((n) => (eingaben[n] ?? '').trim() === '');
  const pruefen = () => {
    if (card.beschriftung_antwort_nummern) {
      const numbers = Object.fromEntries(nummern.map((n) => [n, Number(eingaben[n])]));
      onPruefen({ kind: 'beschriftungNummer', numbers, shuffled: gemischt });
    } else {
      onPruefen({ kind: 'beschriftungText', texts: eingaben });
    }
  };
  const liste = [...nummern].sort((a, b) => (gemischt[a] ?? 0) - (gemischt[b] ?? 0));
  return (
    <PruefenForm leer={leer} onSubmit={pruefen}>
      <Text size="sm">
        {t(
          card.beschriftung_antwort_nummern
            ? 'quiz.hinweisBeschriftungNummer'
            : 'quiz.hinweisBeschriftungText',
        )}
      </Text>
      {card.beschriftung_antwort_nummern ? (
        <Text size="sm" data-testid="beschriftungen-gemischt">
          {liste.map((n) => `${gemischt[n]}: ${labelText(card, n)}`).join(' · ')}
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {nummern.map((n) => (
          <TextInput
            key={n}
            label={t('quiz.markierung', { nr: n })}
            value={eingaben[n] ?? ''}
            inputMode={card.beschriftung_antwort_nummern ? 'numeric' : undefined}
            autoComplete="off"
            onChange={(event) => {
              const wert = event.currentTarget.value;
              setEingaben((vorher) => ({ ...vorher, [n]: wert }));
            }}
          />
        ))}
      </SimpleGrid>
    </PruefenForm>
  );
}
