import type { FormEvent, ReactNode } from 'react';
import type { ApiCallError } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { Button, Group, Modal, Stack, useReturnFocus } from '@lernstapel/ui';
import { ApiErrorAlert } from './ApiErrorAlert';

export interface DialogFormProps {
  title: string;
  /** the submit button's label; 'OK' when left out */
  absenden?: string;
  gueltig: boolean;
  loading: boolean;
  error?: ApiCallError;
  onSubmit: () => void;
  onClose: () => void;
  size?: string;
  /** data-testid of the form, for stories and tests */
  testId?: string;
  children: ReactNode;
}

/**
 * Every form dialog of the portal: Enter confirms when the submit button is enabled (01 §5), the API's German
 * message shows above the buttons, Abbrechen closes.
 */
export function DialogForm(props: DialogFormProps) {
  const { title, absenden, gueltig, loading, error, onSubmit, onClose, size, testId, children } = props;
  useReturnFocus();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A nested dialog's form is a React child of this one: its submit must not submit this form too.
    event.stopPropagation();
    if (gueltig && !loading) onSubmit();
  };
  return (
    <Modal opened onClose={onClose} title={title} size={size}>
      <form onSubmit={submit} noValidate data-testid={testId}>
        <Stack>
          {children}
          {error ? <ApiErrorAlert error={error} /> : null}
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('allgemein.abbrechen')}
          </Button>
          <Button type="submit" disabled={!gueltig} loading={loading}>
            {absenden ?? t('allgemein.ok')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
