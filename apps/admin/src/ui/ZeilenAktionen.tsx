import type { ReactNode } from 'react';
import { t } from '@lernstapel/texts';
import { Button, Group } from '@lernstapel/ui';

/** The buttons at the end of a table row, right-aligned on one line. */
export function ZeilenAktionen({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {children}
    </Group>
  );
}

export interface ZeilenButtonProps {
  /** What a screen reader hears: the action and the row it acts on (01 §5 names every button). */
  label: string;
  onClick: () => void;
}

/** 'Bearbeiten' of one row. */
export function BearbeitenButton({ label, onClick }: ZeilenButtonProps) {
  return (
    <Button size="xs" variant="light" aria-label={label} onClick={onClick}>
      {t('allgemein.bearbeiten')}
    </Button>
  );
}

/** 'Löschen' of one row, in red; the confirmation is the caller's. */
export function LoeschenButton({ label, onClick }: ZeilenButtonProps) {
  return (
    <Button size="xs" variant="light" color="red" aria-label={label} onClick={onClick}>
      {t('allgemein.loeschen')}
    </Button>
  );
}
