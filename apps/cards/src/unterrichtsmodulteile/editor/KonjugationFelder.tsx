import { KONJUG_FORMEN, KONJUG_SPRACHEN, KONJUG_ZEITFORMEN, type KonjugSprache } from '@lernstapel/rules';
import { t, type TextKey } from '@lernstapel/texts';
import { Group, NativeSelect, SimpleGrid, TextInput } from '@lernstapel/ui';
import type { EditorTeilProps } from './feld-aenderung';

const PERSONEN: Readonly<Record<(typeof KONJUG_FORMEN)[number], TextKey>> = {
  konjug_ich: 'karten.konjugIch',
  konjug_du: 'karten.konjugDu',
  konjug_ersiees: 'karten.konjugErsiees',
  konjug_wir: 'karten.konjugWir',
  konjug_ihr: 'karten.konjugIhr',
  konjug_sie: 'karten.konjugSie',
};

export interface KonjugationFelderProps extends EditorTeilProps {
  /** the language was chosen: remembered as lastKonjugationLanguage (02 §3) */
  onSpracheGewaehlt: (sprache: KonjugSprache) => void;
}

/** Mode 5: language, tense (02 §9 lists), verb and the six person forms; a new language clears the tense (02 §4). */
export function KonjugationFelder({ karte, aendern, onSpracheGewaehlt }: KonjugationFelderProps) {
  const zeitformen = karte.konjug_sprache ? KONJUG_ZEITFORMEN[karte.konjug_sprache] : [];
  return (
    <>
      <Group grow align="flex-end">
        <NativeSelect
          label={t('karten.konjugSprache')}
          value={karte.konjug_sprache}
          data={[
            { value: '', label: '–' },
            ...KONJUG_SPRACHEN.map((sprache) => ({ value: sprache, label: t(`karten.sprache.${sprache}`) })),
          ]}
          onChange={(event) => {
            const sprache = event.currentTarget.value as KonjugSprache | '';
            aendern({ konjug_sprache: sprache, konjug_zeitform: '' });
            if (sprache) onSpracheGewaehlt(sprache);
          }}
        />
        <NativeSelect
          label={t('karten.konjugZeitform')}
          value={karte.konjug_zeitform}
          disabled={zeitformen.length === 0}
          data={[{ value: '', label: '–' }, ...zeitformen]}
          onChange={(event) => aendern({ konjug_zeitform: event.currentTarget.value })}
        />
        <TextInput
          label={t('karten.konjugVerb')}
          value={karte.konjug_verb}
          onChange={(event) => aendern({ konjug_verb: event.currentTarget.value })}
        />
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {KONJUG_FORMEN.map((form) => (
          <TextInput
            key={form}
            label={t(PERSONEN[form])}
            value={karte[form]}
            onChange={(event) => aendern({ [form]: event.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
