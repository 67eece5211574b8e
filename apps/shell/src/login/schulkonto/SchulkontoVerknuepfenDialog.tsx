import { useState } from 'react';
import { useForm } from '@mantine/form';
import type { SessionUser } from '@lernstapel/contracts';
import {
  apiErrorMessage,
  httpStatusOf,
  type ApiCallError,
  useSchulkontoVerknuepfenMutation,
} from '@lernstapel/api-client';
import { validateLoginInput } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { Text, regelValidator } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';
import { AnmeldecodeFeld } from '../AnmeldecodeFeld';

/** 403 is also another school's or role's account (shown on the form); only a lock gets the blocked notice. */
function istGesperrt(error: ApiCallError | undefined): boolean {
  if (httpStatusOf(error) !== 403 || !error || !('data' in error)) return false;
  return (error.data as { error?: unknown } | undefined)?.error === 'login.gesperrt';
}

export interface SchulkontoVerknuepfenDialogProps {
  opened: boolean;
  onLinked: (user: SessionUser) => void;
  /** A locked user (403 'login.gesperrt'): the page shows the blocked notice. */
  onBlocked: (message: string) => void;
  onClose: () => void;
}

/**
 * Issue 28, the link step: back from the school's provider without a linked account, the user enters
 * their login code once (POST /api/schulkonto/verknuepfen, under the login limits) and is signed in.
 */
export function SchulkontoVerknuepfenDialog({
  opened,
  onLinked,
  onBlocked,
  onClose,
}: SchulkontoVerknuepfenDialogProps) {
  const form = useForm({
    initialValues: { anmeldecode: '' },
    validate: { anmeldecode: regelValidator(validateLoginInput) },
  });
  // The API's refusal (wrong code, another school's account), shown above the field.
  const [fehler, setFehler] = useState<string | null>(null);
  const [verknuepfen, { isLoading }] = useSchulkontoVerknuepfenMutation();
  const { anmeldecode } = form.getValues();

  const submit = async () => {
    setFehler(null);
    const result = await verknuepfen({ anmeldecode: anmeldecode.trim() });
    if (result.data) onLinked(result.data.user);
    else if (istGesperrt(result.error)) onBlocked(apiErrorMessage(result.error));
    else setFehler(apiErrorMessage(result.error));
  };

  return (
    <DialogForm
      opened={opened}
      centered
      title={t('schulkonto.verknuepfenTitel')}
      absenden={t('schulkonto.verknuepfen')}
      gueltig={form.isValid()}
      loading={isLoading}
      error={fehler}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Text>{t('schulkonto.verknuepfenText')}</Text>
      <AnmeldecodeFeld value={anmeldecode} onChange={(wert) => form.setFieldValue('anmeldecode', wert)} />
    </DialogForm>
  );
}
