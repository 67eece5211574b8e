import { Alert, Button, Stack, Text } from '@mantine/core';
import { t } from '@lernstapel/texts';

export interface ErrorNoticeProps {
  /** German text from @lernstapel/texts or the API's German `message`. */
  message: string;
  /** When given, a button 'Erneut versuchen' calls it. */
  onRetry?: () => void;
}

/** A failed load or action: the German message and, where it makes sense, a retry button. */
export function ErrorNotice({ message, onRetry }: ErrorNoticeProps) {
  return (
    <Alert color="red" variant="light" role="alert">
      <Stack gap="sm" align="flex-start">
        <Text>{message}</Text>
        {onRetry ? (
          <Button variant="light" color="red" onClick={onRetry}>
            {t('allgemein.erneutVersuchen')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
