import type { PruefungsAntwort, PruefungsFrage } from '@lernstapel/contracts';
import { ANSWER_MODE, PRUEFUNG_ANTWORT_MAX, PRUEFUNG_KURZANTWORT_MAX } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Checkbox, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@lernstapel/ui';
import { antwortSlot, KONJUG_ZEILEN } from '../antwort-felder';
import { BeschriftungsBild } from './BeschriftungsBild';

export interface FrageFeldProps {
  frage: PruefungsFrage;
  nr: number;
  antwort: PruefungsAntwort;
  onChange: (antwort: PruefungsAntwort) => void;
  disabled?: boolean;
}

/** Issue 23: a text field's limit and how much of it is used, shown under its label. */
function zaehler(wert: string | null | undefined, max: number): { maxLength: number; description: string } {
  return {
    maxLength: max,
    description: t('pruefungen.zeichenZaehler', { anzahl: (wert ?? '').length, max }),
  };
}

/**
 * One exam part as a question of its card type (02 §4 answer modes), with the pupil's answer. Every
 * text field stops at the API's limit (@lernstapel/rules) and shows it with a counter (issue 23).
 */
export function FrageFeld({ frage, nr, antwort, onChange, disabled = false }: FrageFeldProps) {
  const label = t('pruefungen.antwort');
  const setze = (aenderung: Partial<PruefungsAntwort>) => onChange({ ...antwort, ...aenderung });
  const beschriftung = (key: string, wert: string) =>
    setze({ beschriftungen: { ...(antwort.beschriftungen ?? {}), [key]: wert } });
  switch (frage.art) {
    case ANSWER_MODE.MULTIPLE_CHOICE:
      return (
        <Stack gap={4} role="group" aria-label={t('pruefungen.aufgabe', { nr })}>
          {frage.antworten.map((text, index) => (
            <Checkbox
              key={index}
              label={text}
              checked={antwort[antwortSlot(index)] === '1'}
              disabled={disabled}
              onChange={(e) => setze({ [antwortSlot(index)]: e.currentTarget.checked ? '1' : null })}
            />
          ))}
        </Stack>
      );
    case ANSWER_MODE.WAHR_ODER_FALSCH:
      return (
        <SegmentedControl
          aria-label={label}
          disabled={disabled}
          value={antwort.wahroderfalsch === 1 ? 'wahr' : antwort.wahroderfalsch === 0 ? 'falsch' : ''}
          onChange={(value) => setze({ wahroderfalsch: value === 'wahr' ? 1 : 0 })}
          data={[
            { value: 'wahr', label: t('pruefungen.wahr') },
            { value: 'falsch', label: t('pruefungen.falsch') },
          ]}
        />
      );
    case ANSWER_MODE.KONJUGATION:
      return (
        <Stack gap={4}>
          <Text size="sm">
            {frage.konjug_verb} · {frage.konjug_zeitform}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {KONJUG_ZEILEN.map(([form, text]) => (
              <TextInput
                key={form}
                label={t(text)}
                {...zaehler(antwort[form], PRUEFUNG_KURZANTWORT_MAX)}
                value={antwort[form] ?? ''}
                disabled={disabled}
                onChange={(e) => setze({ [form]: e.currentTarget.value })}
              />
            ))}
          </SimpleGrid>
        </Stack>
      );
    case ANSWER_MODE.BESCHRIFTUNG:
      return (
        <Stack gap="xs">
          <BeschriftungsBild url={frage.frage_videobild_url} marken={frage.marken} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {frage.beschriftung_antwort_nummern
              ? frage.beschriftungstexte.map(({ label: nummer, text }) => (
                  <TextInput
                    key={nummer}
                    type="number"
                    min={1}
                    max={10}
                    label={t('pruefungen.nummerFuer', { text })}
                    description={t('pruefungen.zahlVonBis')}
                    value={antwort.beschriftungen?.[nummer] ?? ''}
                    disabled={disabled}
                    onChange={(e) => beschriftung(String(nummer), e.currentTarget.value)}
                  />
                ))
              : frage.marken.map((marke) => (
                  <TextInput
                    key={marke.nummer}
                    label={t('pruefungen.marke', { nr: marke.nummer })}
                    {...zaehler(antwort.beschriftungen?.[marke.nummer], PRUEFUNG_KURZANTWORT_MAX)}
                    value={antwort.beschriftungen?.[marke.nummer] ?? ''}
                    disabled={disabled}
                    onChange={(e) => beschriftung(String(marke.nummer), e.currentTarget.value)}
                  />
                ))}
          </SimpleGrid>
        </Stack>
      );
    case ANSWER_MODE.VOKABELAUDIO:
      return (
        <Stack gap={4}>
          {frage.frage_videobild_url ? (
            <audio controls src={frage.frage_videobild_url} aria-label={t('pruefungen.aufgabe', { nr })} />
          ) : null}
          <TextInput
            label={label}
            {...zaehler(antwort.antwort1, PRUEFUNG_ANTWORT_MAX)}
            value={antwort.antwort1 ?? ''}
            disabled={disabled}
            onChange={(e) => setze({ antwort1: e.currentTarget.value })}
          />
        </Stack>
      );
    default:
      // Modes 1 (oral, graded by the teacher) and 2 (written, checked exactly, 02 §5).
      return (
        <Textarea
          label={label}
          {...zaehler(antwort.antwort1, PRUEFUNG_ANTWORT_MAX)}
          value={antwort.antwort1 ?? ''}
          disabled={disabled}
          autosize
          minRows={2}
          onChange={(e) => setze({ antwort1: e.currentTarget.value })}
        />
      );
  }
}
