import { Alert, List, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import type { ApiErrorBody } from '@lernstapel/contracts';
import { apiErrorMessage, type ApiCallError } from '@lernstapel/api-client';

/** The API's field-level German messages of a 400 (ApiErrorBody.details), if it sent any. */
export function apiErrorDetails(error: ApiCallError): string[] {
  if (!('status' in error)) return [];
  const data = error.data as Partial<ApiErrorBody> | null | undefined;
  if (!Array.isArray(data?.details)) return [];
  return data.details.filter((detail): detail is string => typeof detail === 'string');
}

export interface ApiFehlerProps {
  error: ApiCallError;
}

/** A failed save or delete inside a dialog: the API's German message and its details. */
export function ApiFehler({ error }: ApiFehlerProps) {
  const message = apiErrorMessage(error);
  // A single field error may come as the message and again as its only detail: show it once.
  const details = apiErrorDetails(error).filter((detail) => detail !== message);
  const ref = useRef<HTMLDivElement>(null);
  // The school form scrolls inside its dialog: bring the message into view.
  useEffect(() => ref.current?.scrollIntoView({ block: 'nearest' }), [error]);
  return (
    <Alert ref={ref} color="red" variant="light" role="alert" mt="lg">
      <Text>{message}</Text>
      {details.length > 0 ? (
        <List size="sm" mt="xs">
          {details.map((detail) => (
            <List.Item key={detail}>{detail}</List.Item>
          ))}
        </List>
      ) : null}
    </Alert>
  );
}
