import { List, Text } from '@lernstapel/ui';
import { t, type TextKey } from '@lernstapel/texts';

export interface FehlendeAngabenProps {
  /** licenceOrderMissingFields of @lernstapel/rules */
  fehlend: readonly TextKey[];
}

/** 01 §5: the red list of school fields the licence order still needs; nothing when none is missing. */
export function FehlendeAngaben({ fehlend }: FehlendeAngabenProps) {
  if (fehlend.length === 0) return null;
  return (
    <div data-testid="lizenz-fehlend">
      <Text size="sm">{t('lizenz.fehlendeAngaben')}</Text>
      <List c="red.8" size="sm">
        {fehlend.map((key) => (
          <List.Item key={key}>{t(key)}</List.Item>
        ))}
      </List>
    </div>
  );
}
