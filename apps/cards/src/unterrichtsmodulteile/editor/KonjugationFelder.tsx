import {
  KONJUG_FORMEN,
  KONJUG_PERSONEN,
  KONJUG_SPRACHEN,
  KONJUG_ZEITFORMEN,
  type KonjugSprache,
  MAX_LENGTH,
} from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { useState } from 'react';
import { apiErrorMessage } from '@lernstapel/api-client';
import { Button, Group, NativeSelect, SimpleGrid, Text, TextInput } from '@lernstapel/ui';
import { useLazyGetKonjugationVorschlagQuery } from '../unterrichtsmodulteile-api';
import type { EditorTeilProps } from './feld-aenderung';

export interface KonjugationFelderProps extends EditorTeilProps {
  /** the language was chosen: remembered as lastKonjugationLanguage (02 §3) */
  onSpracheGewaehlt: (sprache: KonjugSprache) => void;
}

/**
 * Mode 5: language, tense (02 §9 lists), verb and the six person forms; a new language clears the
 * tense (02 §4). Beyond the spec, 'Formen vorschlagen' fills the forms from open conjugation data;
 * every form stays editable.
 */
export function KonjugationFelder({ karte, aendern, onSpracheGewaehlt }: KonjugationFelderProps) {
  const zeitformen = karte.konjug_sprache ? KONJUG_ZEITFORMEN[karte.konjug_sprache] : [];
  const [vorschlagen, { isFetching }] = useLazyGetKonjugationVorschlagQuery();
  const [hinweis, setHinweis] = useState<string | null>(null);
  const bereit =
    karte.konjug_sprache !== '' && karte.konjug_zeitform !== '' && karte.konjug_verb.trim() !== '';
  const formenHolen = async () => {
    if (!karte.konjug_sprache) return;
    setHinweis(null);
    const antwort = await vorschlagen({
      sprache: karte.konjug_sprache,
      zeitform: karte.konjug_zeitform,
      verb: karte.konjug_verb.trim(),
    });
    if (antwort.error) setHinweis(apiErrorMessage(antwort.error));
    else if (antwort.data?.formen) aendern(antwort.data.formen);
    else setHinweis(t('karten.keineFormenGefunden'));
  };
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
          maxLength={MAX_LENGTH.konjugVerb}
          value={karte.konjug_verb}
          onChange={(event) => aendern({ konjug_verb: event.currentTarget.value })}
        />
      </Group>
      <Group gap="sm">
        <Button variant="light" disabled={!bereit} loading={isFetching} onClick={() => void formenHolen()}>
          {t('karten.formenVorschlagen')}
        </Button>
        {hinweis ? (
          <Text size="sm" c="dimmed" role="status">
            {hinweis}
          </Text>
        ) : null}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {KONJUG_FORMEN.map((form) => (
          <TextInput
            key={form}
            label={t(KONJUG_PERSONEN[form])}
            maxLength={MAX_LENGTH.konjugForm}
            value={karte[form]}
            onChange={(event) => aendern({ [form]: event.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
    </>
  );
}
