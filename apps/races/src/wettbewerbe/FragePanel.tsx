import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { WettbewerbKarte } from '@lernstapel/contracts';
import {
  ANSWER_MODE,
  KONJUG_FORMEN,
  KONJUG_PERSONEN,
  type CardAnswer,
  type KonjugForm,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, Checkbox, Group, Paper, Stack, Text, TextInput, Title } from '@lernstapel/ui';

export interface FragePanelProps {
  karte: WettbewerbKarte;
  /** Sends the answer; the server decides (02 §4). */
  onAntwort: (antwort: CardAnswer) => void;
  busy: boolean;
}

const TIPPEN = new Set<number>([ANSWER_MODE.SCHRIFTLICH, ANSWER_MODE.VOKABELAUDIO]);

/**
 * The question card panel of the race screen (02 §2) for every card type; no solution is known here.
 * Each new card takes the focus (issue 23): the answer field of a written card (named with the
 * question), else the question itself, so a screen reader reads it and the keyboard is there.
 */
export function FragePanel({ karte, onAntwort, busy }: FragePanelProps) {
  const frageRef = useRef<HTMLHeadingElement>(null);
  const tippen = TIPPEN.has(karte.modus);
  useEffect(() => {
    if (!tippen) frageRef.current?.focus();
  }, [tippen]);
  return (
    <Paper withBorder p="md" data-testid="frage-panel">
      <Stack gap="sm">
        <Title ref={frageRef} tabIndex={-1} order={3} size="h4" data-testid="frage-text">
          {karte.frage}
        </Title>
        {karte.frage_videobild_url && karte.modus !== ANSWER_MODE.VOKABELAUDIO ? (
          <img src={karte.frage_videobild_url} alt="" style={{ maxWidth: '100%', maxHeight: 320 }} />
        ) : null}
        <AntwortForm karte={karte} onAntwort={onAntwort} busy={busy} />
      </Stack>
    </Paper>
  );
}

function AntwortForm({ karte, onAntwort, busy }: FragePanelProps) {
  switch (karte.modus) {
    case ANSWER_MODE.MUENDLICH:
      return <Selbstkontrolle karte={karte} onAntwort={onAntwort} busy={busy} />;
    case ANSWER_MODE.MULTIPLE_CHOICE:
      return <MultipleChoice karte={karte} onAntwort={onAntwort} busy={busy} />;
    case ANSWER_MODE.WAHR_ODER_FALSCH:
      return (
        <Group>
          <Button disabled={busy} onClick={() => onAntwort({ kind: 'wahrOderFalsch', wahr: true })}>
            {t('wettbewerbe.wahr')}
          </Button>
          <Button disabled={busy} onClick={() => onAntwort({ kind: 'wahrOderFalsch', wahr: false })}>
            {t('wettbewerbe.falschButton')}
          </Button>
        </Group>
      );
    case ANSWER_MODE.KONJUGATION:
      return <Konjugation karte={karte} onAntwort={onAntwort} busy={busy} />;
    case ANSWER_MODE.BESCHRIFTUNG:
      return <Beschriftung karte={karte} onAntwort={onAntwort} busy={busy} />;
    default:
      return <Schriftlich karte={karte} onAntwort={onAntwort} busy={busy} />;
  }
}

function PruefenButton({ busy, disabled = false }: { busy: boolean; disabled?: boolean }) {
  return (
    <Button type="submit" loading={busy} disabled={disabled}>
      {t('quiz.pruefen')}
    </Button>
  );
}

function submit(handler: () => void) {
  return (event: FormEvent) => {
    event.preventDefault();
    handler();
  };
}

function Schriftlich({ karte, onAntwort, busy }: FragePanelProps) {
  const [text, setText] = useState('');
  const audio = karte.modus === ANSWER_MODE.VOKABELAUDIO;
  return (
    <form
      onSubmit={submit(() =>
        onAntwort(audio ? { kind: 'vokabelaudio', text } : { kind: 'schriftlich', text }),
      )}
    >
      <Stack gap="sm">
        {audio && karte.frage_videobild_url ? <audio controls src={karte.frage_videobild_url} /> : null}
        <TextInput
          label={t('quiz.antwort')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autoFocus
          // The field takes the focus, so its name carries the question (it starts with the visible label).
          aria-label={`${t('quiz.antwort')}: ${karte.frage}`}
          data-testid="antwort-text"
        />
        <Group>
          <PruefenButton busy={busy} disabled={text.trim() === ''} />
        </Group>
      </Stack>
    </form>
  );
}

function Selbstkontrolle({ karte, onAntwort, busy }: FragePanelProps) {
  const [offen, setOffen] = useState(false);
  if (!offen) {
    return (
      <Group>
        <Button onClick={() => setOffen(true)}>{t('quiz.zeigeAntwort')}</Button>
      </Group>
    );
  }
  return (
    <Stack gap="sm">
      <Text>{karte.antwort}</Text>
      <Group>
        <Button disabled={busy} onClick={() => onAntwort({ kind: 'selbstkontrolle', known: true })}>
          {t('quiz.ichWussteEs')}
        </Button>
        <Button
          variant="default"
          disabled={busy}
          onClick={() => onAntwort({ kind: 'selbstkontrolle', known: false })}
        >
          {t('quiz.ichWussteEsNicht')}
        </Button>
      </Group>
    </Stack>
  );
}

function MultipleChoice({ karte, onAntwort, busy }: FragePanelProps) {
  const [gewaehlt, setGewaehlt] = useState<number[]>([]);
  const umschalten = (nummer: number, an: boolean) =>
    setGewaehlt((alt) => (an ? [...alt, nummer] : alt.filter((n) => n !== nummer)));
  return (
    <form onSubmit={submit(() => onAntwort({ kind: 'multipleChoice', chosen: gewaehlt }))}>
      <Stack gap="sm">
        {karte.antworten.map((antwort) => (
          <Checkbox
            key={antwort.nummer}
            label={antwort.text}
            checked={gewaehlt.includes(antwort.nummer)}
            onChange={(event) => umschalten(antwort.nummer, event.currentTarget.checked)}
          />
        ))}
        <Group>
          <PruefenButton busy={busy} disabled={gewaehlt.length === 0} />
        </Group>
      </Stack>
    </form>
  );
}

function Konjugation({ karte, onAntwort, busy }: FragePanelProps) {
  const [formen, setFormen] = useState<Record<KonjugForm, string>>(
    () => Object.fromEntries(KONJUG_FORMEN.map((form) => [form, ''])) as Record<KonjugForm, string>,
  );
  return (
    <form onSubmit={submit(() => onAntwort({ kind: 'konjugation', formen }))}>
      <Stack gap="xs">
        <Text fw={700}>
          {karte.konjug_verb} – {karte.konjug_zeitform}
        </Text>
        {KONJUG_FORMEN.map((form) => (
          <TextInput
            key={form}
            label={t(KONJUG_PERSONEN[form])}
            value={formen[form]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setFormen((alt) => ({ ...alt, [form]: value }));
            }}
          />
        ))}
        <Group>
          <PruefenButton busy={busy} />
        </Group>
      </Stack>
    </form>
  );
}

function Beschriftung({ karte, onAntwort, busy }: FragePanelProps) {
  const [eingaben, setEingaben] = useState<Record<number, string>>({});
  const nummern = karte.beschriftung_antwort_nummern;
  const senden = () =>
    onAntwort(
      nummern
        ? {
            kind: 'beschriftungNummer',
            numbers: Object.fromEntries(
              karte.marken.map((marke) => [marke.nummer, Number(eingaben[marke.nummer])]),
            ),
            shuffled: {},
          }
        : {
            kind: 'beschriftungText',
            texts: Object.fromEntries(
              karte.marken.map((marke) => [marke.nummer, eingaben[marke.nummer] ?? '']),
            ),
          },
    );
  return (
    <form onSubmit={submit(senden)}>
      <Stack gap="xs">
        {nummern ? (
          <Text size="sm">
            {karte.beschriftung_liste.map((eintrag) => `${eintrag.nummer}: ${eintrag.text}`).join(' · ')}
          </Text>
        ) : null}
        {karte.marken.map((marke) => (
          <TextInput
            key={marke.nummer}
            label={t('karten.beschriftungN', { nr: marke.nummer })}
            inputMode={nummern ? 'numeric' : undefined}
            value={eingaben[marke.nummer] ?? ''}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setEingaben((alt) => ({ ...alt, [marke.nummer]: value }));
            }}
          />
        ))}
        <Group>
          <PruefenButton busy={busy} />
        </Group>
      </Stack>
    </form>
  );
}
