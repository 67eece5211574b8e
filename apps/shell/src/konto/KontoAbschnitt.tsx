import type { ReactNode } from 'react';
import { Stack, Title } from '@lernstapel/ui';

export interface KontoAbschnittProps {
  titel: string;
  /** data-testid of the section, for stories and tests */
  testId: string;
  children: ReactNode;
}

/** One section of 'Mein Konto' (01 §5): its heading over its content. */
export function KontoAbschnitt({ titel, testId, children }: KontoAbschnittProps) {
  return (
    <Stack gap="sm" data-testid={testId}>
      <Title order={2} size="h4">
        {titel}
      </Title>
      {children}
    </Stack>
  );
}
