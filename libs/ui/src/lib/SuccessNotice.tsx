import { Alert, type AlertProps } from '@mantine/core';

export interface SuccessNoticeProps extends Omit<AlertProps, 'children' | 'color' | 'variant' | 'role'> {
  /** German confirmation from @lernstapel/texts or the API's German `message`. */
  message: string;
}

/** A change went through: the German confirmation in green, announced as a status. */
export function SuccessNotice({ message, ...props }: SuccessNoticeProps) {
  return (
    <Alert color="green" variant="light" role="status" {...props}>
      {message}
    </Alert>
  );
}
