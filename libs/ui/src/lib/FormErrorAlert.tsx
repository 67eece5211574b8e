import { Alert, List, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

export interface FormErrorAlertProps {
  message: string;
  /** Field-level messages (ApiErrorBody.details); one equal to `message` is shown once. */
  details?: readonly string[];
}

/** A failed save inside a dialog: the German message and its details, scrolled into view. */
export function FormErrorAlert({ message, details = [] }: FormErrorAlertProps) {
  const shownDetails = details.filter((detail) => detail !== message);
  const ref = useRef<HTMLDivElement>(null);
  // Braces matter: an effect must not return scrollIntoView's result (not a cleanup function).
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [message]);
  return (
    <Alert ref={ref} color="red" variant="light" role="alert">
      <Text>{message}</Text>
      {shownDetails.length > 0 ? (
        <List size="sm" mt="xs">
          {shownDetails.map((detail) => (
            <List.Item key={detail}>{detail}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
