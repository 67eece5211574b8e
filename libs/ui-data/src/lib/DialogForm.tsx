import type { FormEvent, ReactNode } from 'react';
import type { ApiCallError } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { Button, FormErrorAlert, Group, Modal, Stack, useReturnFocus } from '@lernstapel/ui';
import { ApiErrorAlert } from './ApiErrorAlert';

export interface DialogFormProps {
  title: string;
  /** the submit button's label; 'OK' when left out */
  absenden?: string;
  gueltig: boolean;
  loading: boolean;
  /** the API's refusal, or a German message of the page's own (e.g. a refused login) */
  error?: ApiCallError | string | null;
  onSubmit: () => void;
  onClose: () => void;
  /**
   * Left out: the dialog is mounted while open (most dialogs). Given: it stays mounted and opens and closes
   * with this flag (the login page's dialogs); Mantine then gives the focus back to the opener.
   */
  opened?: boolean;
  centered?: boolean;
  size?: string;
  /** the submit button's look, e.g. 'default' once another button is the next step */
  absendenVariant?: 'filled' | 'default';
  /** the submit button takes the focus (a confirmation without fields) */
  absendenFokus?: boolean;
  /** data-testid of the form, for stories and tests */
  testId?: string;
  children: ReactNode;
}

/**
 * Every form dialog of the portal: Enter confirms when the submit button is enabled (01 §5), the API's German
 * message shows above the buttons, Abbrechen closes.
 */
export function DialogForm(props: DialogFormProps) {
  const { title, absenden, gueltig, loading, error, onSubmit, onClose, opened, centered, size, testId } =
    props;
  useReturnFocus(opened === undefined);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A nested dialog's form is a React child of this one: its submit must not submit this form too.
    event.stopPropagation();
    if (gueltig && !loading) onSubmit();
  };
  return (
    <Modal opened={opened ?? true} onClose={onClose} title={title} size={size} centered={centered}>
      <form onSubmit={submit} noValidate data-testid={testId}>
        <Stack>
          {props.children}
          <Fehler error={error} />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={onClose}>
            {t('allgemein.abbrechen')}
          </Button>
          <Button
            type="submit"
            variant={props.absendenVariant}
            disabled={!gueltig}
            loading={loading}
            data-autofocus={props.absendenFokus || undefined}
          >
            {absenden ?? t('allgemein.ok')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}

function Fehler({ error }: { error: DialogFormProps['error'] }) {
  if (!error) return null;
  return typeof error === 'string' ? <FormErrorAlert message={error} /> : <ApiErrorAlert error={error} />;
}
