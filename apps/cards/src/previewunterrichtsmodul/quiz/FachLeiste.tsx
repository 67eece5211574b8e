import type { FachZahlen } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { Badge, Group } from '@lernstapel/ui';

/** 02 §2 box counter bar: how many cards lie in box 1, 2 and 3 (quiz mode only). */
export function FachLeiste({ zahlen }: { zahlen: FachZahlen }) {
  const faecher = [
    [1, zahlen.fach1, 'red'],
    [2, zahlen.fach2, 'yellow'],
    [3, zahlen.fach3, 'green'],
  ] as const;
  return (
    <Group gap="xs" my="sm" data-testid="fach-leiste" aria-label={t('quiz.faecherLeiste')} role="group">
      {faecher.map(([nr, anzahl, farbe]) => (
        <Badge key={nr} size="lg" color={farbe} variant="light" data-testid={`fach-${nr}`}>
          {t('quiz.fachAnzahl', { nr, anzahl })}
        </Badge>
      ))}
    </Group>
  );
}
