import { useState } from 'react';
import { t } from '@lernstapel/texts';
import { Button } from '@lernstapel/ui';
import { UebersetzungDialog } from './UebersetzungDialog';

export interface UebersetzenKnopfProps {
  text: string;
  onUebernehmen?: (uebersetzung: string) => void;
}

/** 02 §5: the translation button, shown only when the text is not empty. */
export function UebersetzenKnopf({ text, onUebernehmen }: UebersetzenKnopfProps) {
  const [offen, setOffen] = useState(false);
  if (text.trim() === '') return null;
  return (
    <>
      <Button
        size="xs"
        variant="subtle"
        aria-label={t('ponsrequest.uebersetzenVon', { text: text.trim() })}
        onClick={() => setOffen(true)}
      >
        {t('ponsrequest.uebersetzen')}
      </Button>
      <UebersetzungDialog
        opened={offen}
        onClose={() => setOffen(false)}
        text={text}
        onUebernehmen={
          onUebernehmen
            ? (uebersetzung) => {
                onUebernehmen(uebersetzung);
                setOffen(false);
              }
            : undefined
        }
      />
    </>
  );
}
