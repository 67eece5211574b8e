import { ANSWER_NUMBERS, MAX_ANSWERS, MIN_ANSWERS } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Checkbox, Group, NativeSelect, Stack, Text } from '@lernstapel/ui';
import type { EditorTeilProps } from './feld-aenderung';
import { KartenText } from './KartenText';

const ANZAHLEN = Array.from({ length: MAX_ANSWERS - MIN_ANSWERS + 1 }, (_, i) => String(MIN_ANSWERS + i));

/** Mode 3: 2 to 5 answers (02 §9), one or several marked correct. */
export function MultipleChoiceFelder({ karte, aendern }: EditorTeilProps) {
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('karten.anzahlAntworten')}
        data={ANZAHLEN}
        value={String(karte.anzahl_antworten)}
        onChange={(event) => aendern({ anzahl_antworten: Number(event.currentTarget.value) })}
        w={160}
      />
      <Text size="sm" c="dimmed">
        {t('karten.mehrereRichtig')}
      </Text>
      {ANSWER_NUMBERS.filter((n) => n <= karte.anzahl_antworten).map((n) => (
        <Group key={n} align="flex-end" wrap="nowrap">
          <div style={{ flex: 1 }}>
            <KartenText
              label={t('karten.antwortN', { nr: String(n) })}
              value={karte[`antwort${n}`]}
              onChange={(text) => aendern({ [`antwort${n}`]: text })}
            />
          </div>
          <Checkbox
            mb={8}
            label={t('karten.richtig')}
            aria-label={`${t('karten.antwortN', { nr: String(n) })} ${t('karten.richtig')}`}
            checked={karte[`antwort${n}_richtig`]}
            onChange={(event) => aendern({ [`antwort${n}_richtig`]: event.currentTarget.checked })}
          />
        </Group>
      ))}
    </Stack>
  );
}
