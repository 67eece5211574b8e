import { useState } from 'react';
import type { SchuleFelderProps } from './SchuleFelder';
import { schuleFormFehler, type SchuleForm, type SchuleFormFehler } from './schule-form';

export interface SchuleFormState {
  form: SchuleForm;
  fehler: SchuleFormFehler;
  /** Spread into <SchuleFelder>: values, messages and the change handlers. */
  felder: Pick<SchuleFelderProps, 'form' | 'fehler' | 'name1Beruehrt' | 'onName1Beruehrt' | 'onChange'>;
}

/** The state behind every school form (admin dialog, own school data, licence order for a new school). */
export function useSchuleForm(initial: () => SchuleForm): SchuleFormState {
  const [form, setForm] = useState<SchuleForm>(initial);
  const [name1Beruehrt, setName1Beruehrt] = useState(false);
  const fehler = schuleFormFehler(form);
  return {
    form,
    fehler,
    felder: {
      form,
      fehler,
      name1Beruehrt,
      onName1Beruehrt: () => setName1Beruehrt(true),
      onChange: (patch) => setForm((previous) => ({ ...previous, ...patch })),
    },
  };
}
