import { useState } from 'react';
import { useForm, type UseFormInput } from '@mantine/form';

/**
 * A form of the portal (01 §5) on `@mantine/form`: each value is checked as it changes, a field's message shows
 * once the field was left (not while a fresh dialog is still empty) and then follows the typing; `gueltig`
 * enables the OK button. The checks are rules of libs/rules (see `regelValidator`).
 */
export function useFormular<Werte extends Record<string, unknown>>(input: UseFormInput<Werte>) {
  const [verlassen, setVerlassen] = useState<ReadonlySet<string>>(() => new Set());
  const form = useForm<Werte>({
    ...input,
    validateInputOnChange: true,
    validateInputOnBlur: true,
    enhanceGetInputProps: ({ field, inputProps }) => {
      // Taken now: the returned props are merged into `inputProps` afterwards.
      const pruefeBeimVerlassen: (() => void) | undefined = inputProps.onBlur;
      return {
        error: verlassen.has(field) ? inputProps.error : undefined,
        onBlur: () => {
          pruefeBeimVerlassen?.();
          setVerlassen((vorher) => (vorher.has(field) ? vorher : new Set(vorher).add(field)));
        },
      };
    },
  });
  return { form, gueltig: form.isValid() };
}
