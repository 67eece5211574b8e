import type { ReactNode } from 'react';
import type { ApiCallError } from '@lernstapel/api-client';
import { Text } from '@lernstapel/ui';
import { DialogForm } from '@lernstapel/ui-data';

export interface BestaetigenDialogProps {
  title: string;
  question: string;
  /** the confirming button's label */
  bestaetigen: string;
  /** shown above the buttons, e.g. the licence notice */
  children?: ReactNode;
  disabled?: boolean;
  error?: ApiCallError;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A 'really do this?' that is not a delete (copy a global stack, withdraw, end team editing): the portal's
 * form dialog without fields, the confirming button has the focus.
 */
export function BestaetigenDialog(props: BestaetigenDialogProps) {
  const { title, question, bestaetigen, children, disabled, error, loading, onConfirm, onClose } = props;
  return (
    <DialogForm
      title={title}
      absenden={bestaetigen}
      absendenFokus
      gueltig={!disabled}
      loading={loading}
      error={error}
      onSubmit={onConfirm}
      onClose={onClose}
    >
      <Text>{question}</Text>
      {children}
    </DialogForm>
  );
}
