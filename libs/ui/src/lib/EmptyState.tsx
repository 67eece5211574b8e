import { Paper, Text } from '@mantine/core';

export interface EmptyStateProps {
  /** German text from @lernstapel/texts. */
  message: string;
}

/** What a list shows when it has no entries. */
export function EmptyState({ message }: EmptyStateProps) {
  return (
    <Paper withBorder p="lg" data-testid="empty-state">
      <Text c="dimmed" ta="center">
        {message}
      </Text>
    </Paper>
  );
}
