import { applySpecialCharacterShortcuts } from '@lernstapel/rules';
import { Textarea, TextInput } from '@lernstapel/ui';

export interface KartenTextProps {
  label: string;
  value: string;
  onChange: (text: string) => void;
  mehrzeilig?: boolean;
  testId?: string;
}

/** A question or answer field: the four-repeat shortcuts become their special character while typing (02 §5). */
export function KartenText({ label, value, onChange, mehrzeilig, testId }: KartenTextProps) {
  const props = {
    label,
    value,
    'data-testid': testId,
    onChange: (event: { currentTarget: { value: string } }) =>
      onChange(applySpecialCharacterShortcuts(event.currentTarget.value)),
  };
  return mehrzeilig ? <Textarea {...props} autosize minRows={2} /> : <TextInput {...props} />;
}
