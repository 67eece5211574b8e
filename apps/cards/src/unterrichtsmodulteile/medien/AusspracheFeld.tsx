import { useState } from 'react';
import { apiErrorMessage } from '@lernstapel/api-client';
import { AUSSPRACHE_SPRACHEN, type AusspracheSprache } from '@lernstapel/rules';
import { t, type TextKey } from '@lernstapel/texts';
import { Button, FormErrorAlert, Group, Select, Stack, TextInput } from '@lernstapel/ui';
import { AusspracheKnopf } from './AusspracheKnopf';
import { useLazyGetAusspracheQuery } from './medien-api';

export interface AusspracheFeldProps {
  /** The vocabulary word of the card. */
  wort: string;
  /** The audio URL stored in the card (frage_videobild_url). */
  url: string;
  onUrl: (url: string) => void;
}

const SPRACH_NAMEN: Record<AusspracheSprache, TextKey> = {
  german: 'howtopronounce.sprache.german',
  french: 'howtopronounce.sprache.french',
  spanish: 'howtopronounce.sprache.spanish',
  portuguese: 'howtopronounce.sprache.portuguese',
  englisch: 'howtopronounce.sprache.englisch',
};

const SPRACH_OPTIONEN = AUSSPRACHE_SPRACHEN.map((sprache) => ({
  value: sprache,
  label: t(SPRACH_NAMEN[sprache]),
}));

/** 02 §7: the audio URL of a vocabulary card, typed in or looked up for the card's word; plays it. */
export function AusspracheFeld({ wort, url, onUrl }: AusspracheFeldProps) {
  const [sprache, setSprache] = useState<AusspracheSprache>('englisch');
  const [suchen, { isFetching, error }] = useLazyGetAusspracheQuery();

  return (
    <Stack gap="xs">
      <TextInput
        label={t('karten.audioUrl')}
        value={url}
        onChange={(event) => onUrl(event.currentTarget.value.trim())}
      />
      <Group align="flex-end" gap="sm">
        <Select
          label={t('howtopronounce.sprache')}
          data={SPRACH_OPTIONEN}
          value={sprache}
          allowDeselect={false}
          onChange={(wert) => {
            if (wert) setSprache(wert as AusspracheSprache);
          }}
        />
        <Button
          variant="light"
          loading={isFetching}
          disabled={wort.trim() === ''}
          onClick={() => {
            void suchen({ language: sprache, word: wort.trim() }).then((antwort) => {
              if (antwort.data) onUrl(antwort.data.url);
            });
          }}
        >
          {t('howtopronounce.suchen')}
        </Button>
        {url ? <AusspracheKnopf url={url} wort={wort} /> : null}
      </Group>
      {error ? <FormErrorAlert message={apiErrorMessage(error)} /> : null}
    </Stack>
  );
}
