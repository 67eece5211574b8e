import type { FormEvent, ReactNode } from 'react';
import { t } from '@lernstapel/texts';
import { Button, Group, Stack } from '@lernstapel/ui';

export interface PruefenFormProps {
  /** nothing answered yet: 'Prüfen' is disabled and Enter does nothing */
  leer: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

/** An answer's fields with 'Prüfen' below (02 §5); Enter checks too. */
export function PruefenForm({ leer, onSubmit, children }: PruefenFormProps) {
  const absenden = (event: FormEvent) => {
    event.preventDefault();
    if (!leer) onSubmit();
  };
  return (
    <form onSubmit={absenden}>
      <Stack>
        {children}
        <Group>
          <Button type="submit" disabled={leer}>
            {t('quiz.pruefen')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
