import { applySpecialCharacterShortcuts, passtInKartentext } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Textarea, TextInput } from '@lernstapel/ui';

export interface KartenTextProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  mehrzeilig?: boolean;
  testId?: string;
}

/**
 * A question or answer field: the four-repeat shortcuts become their special character while typing
 * (02 §5). A text beyond the column's bytes is named in the field before saving (the API refuses it too).
 */
export function KartenText({ label, value, onChange, mehrzeilig, testId }: KartenTextProps) {
  const props = {
    label,
    value,
    'data-testid': testId,
    error: passtInKartentext(value) ? undefined : t('server.validierung.zuVieleBytes', { feld: label }),
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange(applySpecialCharacterShortcuts(event.currentTarget.value)),
  };
  return mehrzeilig ? <Textarea {...props} autosize minRows={2} /> : <TextInput {...props} />;
}
