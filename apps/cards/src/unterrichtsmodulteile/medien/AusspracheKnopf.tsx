import { useState } from 'react';
import { t } from '@lernstapel/texts';
import { Button, Group, Text } from '@lernstapel/ui';

export interface AusspracheKnopfProps {
  /** The audio's URL (a card's frage_videobild_url of a vocabulary-audio card). */
  url: string;
  /** The word, for the button's name; without it a general name. */
  wort?: string;
}

/** Plays a card's audio (02 §4 vocabulary audio: listen, then write). */
export function AusspracheKnopf({ url, wort }: AusspracheKnopfProps) {
  const [fehler, setFehler] = useState(false);
  const name = wort ? t('howtopronounce.abspielen', { wort }) : t('howtopronounce.abspielenKurz');
  return (
    <Group gap="xs">
      <Button
        variant="light"
        aria-label={name}
        title={name}
        onClick={() => {
          setFehler(false);
          new Audio(url).play().catch(() => setFehler(true));
        }}
      >
        <span aria-hidden="true">▶</span>
      </Button>
      {fehler ? (
        <Text size="sm" c="red.8" role="alert">
          {t('howtopronounce.nichtAbspielbar')}
        </Text>
      ) : null}
    </Group>
  );
}
