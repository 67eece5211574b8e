import { useForm } from '@mantine/form';
import type { SchuleFelderProps } from './SchuleFelder';
import { schuleFormFehler, type SchuleForm, type SchuleFormFehler } from './schule-form';

export interface SchuleFormState {
  form: SchuleForm;
  fehler: SchuleFormFehler;
  /** Spread into <SchuleFelder>: values, messages and the change handlers. */
  felder: Pick<SchuleFelderProps, 'form' | 'fehler' | 'name1Beruehrt' | 'onName1Beruehrt' | 'onChange'>;
}

/**
 * The state behind every school form (admin dialog, own school data, licence order for a new school), on
 * @mantine/form. The messages come from the rules over all fields at once (schuleFormFehler): the billing and
 * contact rules look at several fields, so they are derived on each render rather than stored per field.
 */
export function useSchuleForm(initial: () => SchuleForm): SchuleFormState {
  const mantine = useForm<SchuleForm>({ initialValues: initial() });
  const form = mantine.getValues();
  const fehler = schuleFormFehler(form);
  return {
    form,
    fehler,
    felder: {
      form,
      fehler,
      name1Beruehrt: mantine.isTouched('name1'),
      onName1Beruehrt: () => mantine.setTouched((vorher) => ({ ...vorher, name1: true })),
      onChange: (patch) => mantine.setValues(patch),
    },
  };
}
