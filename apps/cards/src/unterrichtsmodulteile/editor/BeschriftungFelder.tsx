import { LABEL_NUMBERS, mitBeschriftung, naechstePfeilrichtung, MAX_LENGTH } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Button, Group, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@lernstapel/ui';
import { BeschriftetesBild, pfeilZeichen } from './BeschriftetesBild';
import type { EditorTeilProps } from './feld-aenderung';
import { BildFeld } from './MedienFelder';

/**
 * Mode 7: the image (URL slot), up to 10 labels with their markers (02 §3 default positions), the
 * arrow direction cycling 1–9, and what the pupil types: the text or the number.
 */
export function BeschriftungFelder({ karte, aendern }: EditorTeilProps) {
  return (
    <Stack gap="sm">
      <BildFeld
        label={t('karten.bildUrlBeschriftung')}
        vorschau={false}
        value={karte.frage_videobild_url}
        onChange={(url) => aendern({ frage_videobild_url: url })}
      />
      {karte.frage_videobild_url ? (
        <BeschriftetesBild
          karte={karte}
          onVerschieben={(n, x, y) => aendern({ [`beschriftung_${n}_x`]: x, [`beschriftung_${n}_y`]: y })}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {LABEL_NUMBERS.map((n) => (
          <Group key={n} align="flex-end" wrap="nowrap" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              label={t('karten.beschriftungN', { nr: String(n) })}
              maxLength={MAX_LENGTH.beschriftung}
              value={karte[`beschriftung_${n}`]}
              onChange={(event) => {
                const text = event.currentTarget.value;
                aendern((vorher) => mitBeschriftung(vorher, n, text));
              }}
            />
            <Button
              variant="default"
              aria-label={t('karten.pfeilrichtungLabel', {
                nr: String(n),
                richtung: String(karte[`beschriftung_${n}_pfeil`]),
              })}
              onClick={() =>
                aendern({
                  [`beschriftung_${n}_pfeil`]: naechstePfeilrichtung(karte[`beschriftung_${n}_pfeil`]),
                })
              }
            >
              {pfeilZeichen(karte[`beschriftung_${n}_pfeil`])}
            </Button>
          </Group>
        ))}
      </SimpleGrid>
      <div>
        <Text size="sm" fw={500} id="beschriftung-modus">
          {t('karten.beschriftungModus')}
        </Text>
        <SegmentedControl
          aria-labelledby="beschriftung-modus"
          value={karte.beschriftung_antwort_nummern ? 'nummer' : 'text'}
          data={[
            { value: 'text', label: t('karten.beschriftungText') },
            { value: 'nummer', label: t('karten.beschriftungNummer') },
          ]}
          onChange={(wert) => aendern({ beschriftung_antwort_nummern: wert === 'nummer' })}
        />
      </div>
    </Stack>
  );
}
