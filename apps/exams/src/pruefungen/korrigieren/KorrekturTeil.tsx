import type { PruefungsteilLehrperson, SchuelerTeil } from '@lernstapel/contracts';
import { answerModeOf, PRUEFUNG_KOMMENTAR_MAX } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Card, Group, SimpleGrid, Text, Textarea, TextInput, Title } from '@lernstapel/ui';
import type { UseFormReturnType } from '@mantine/form';
import { antwortText, beschriftungVonKarte, richtigeAntwortText } from '../antwort-text';
import { punktePfad } from './korrektur-form';
import type { KorrekturWerte } from './korrektur-werte';

export interface KorrekturTeilProps {
  teil: PruefungsteilLehrperson;
  nr: number;
  antwort: SchuelerTeil | undefined;
  form: UseFormReturnType<KorrekturWerte>;
}

/** One part of the attempt: the question, the answer beside the correct one, the points and a comment. */
export function KorrekturTeil({ teil, nr, antwort, form }: KorrekturTeilProps) {
  const art = answerModeOf(teil.karte);
  const karte = teil.karte;
  return (
    <Card withBorder data-testid={`korrektur-teil-${nr}`}>
      <Title order={2} size="h5">
        {t('pruefungen.aufgabe', { nr })} ({teil.punkte} {t('pruefungen.punkte')})
      </Title>
      <Text mb="xs" style={{ whiteSpace: 'pre-wrap' }}>
        {karte.frage}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <div>
          <Text size="sm" fw={700}>
            {t('pruefungen.antwort')}
          </Text>
          <Text size="sm" data-testid={`antwort-${nr}`}>
            {antwort
              ? antwortText(
                  art,
                  antwort,
                  [karte.antwort1, karte.antwort2, karte.antwort3, karte.antwort4, karte.antwort5],
                  beschriftungVonKarte(karte, antwort.beschriftung_nummern),
                )
              : ''}
          </Text>
        </div>
        <div>
          <Text size="sm" fw={700}>
            {t('pruefungen.richtigeAntwort')}
          </Text>
          <Text size="sm" data-testid={`richtig-${nr}`}>
            {richtigeAntwortText(art, karte, antwort?.beschriftung_nummern ?? null)}
          </Text>
        </div>
      </SimpleGrid>
      <Group align="flex-end" mt="xs">
        <TextInput
          type="number"
          min={0}
          max={teil.punkte}
          step="any"
          w={220}
          label={t('pruefungen.punkteFuer', { nr })}
          {...form.getInputProps(punktePfad(teil.id))}
        />
        {antwort?.vorgeschlagene_punkte !== null && antwort?.vorgeschlagene_punkte !== undefined ? (
          <Text size="sm">{t('pruefungen.vorgeschlagen', { wert: antwort.vorgeschlagene_punkte })}</Text>
        ) : null}
      </Group>
      <Textarea
        mt="xs"
        label={t('pruefungen.kommentar')}
        maxLength={PRUEFUNG_KOMMENTAR_MAX}
        autosize
        {...form.getInputProps(`kommentare.${teil.id}`)}
      />
    </Card>
  );
}
