import { Badge, Button, Card, Group, Text, Title, Link } from '@lernstapel/ui';
import { t } from '@lernstapel/texts';

/** Where a tile's open action leads: a page of the user area or another route (e.g. the stack preview). */
export type TileAction = { onOpen: () => void } | { to: string };

export interface DashboardTileProps {
  /** data-testid of the card; the badge gets `${testId}-badge`, the button `${testId}-oeffnen`. */
  testId: string;
  title: string;
  text: string;
  action: TileAction;
  badge?: { count: number; label: string };
  /** A second line under the text (e.g. the due cards, issue 11); `${testId}-hinweis`. */
  hinweis?: string | null;
}

/** One dashboard tile (01 §2): title, a short text, an optional count badge and an open action. */
export function DashboardTile({ testId, title, text, action, badge, hinweis }: DashboardTileProps) {
  const buttonProps = {
    variant: 'light',
    mt: 'md',
    'aria-label': t('portal.dashboard.oeffnenTitel', { titel: title }),
    'data-testid': `${testId}-oeffnen`,
  } as const;
  return (
    <Card withBorder data-testid={testId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {badge ? (
          <Badge size="lg" circle={badge.count < 10} aria-label={badge.label} data-testid={`${testId}-badge`}>
            {badge.count}
          </Badge>
        ) : null}
      </Group>
      <Text c="dimmed">{text}</Text>
      {hinweis ? (
        <Text fw={700} mt="xs" data-testid={`${testId}-hinweis`}>
          {hinweis}
        </Text>
      ) : null}
      {'to' in action ? (
        <Button component={Link} to={action.to} {...buttonProps}>
          {t('portal.dashboard.oeffnen')}
        </Button>
      ) : (
        <Button onClick={action.onOpen} {...buttonProps}>
          {t('portal.dashboard.oeffnen')}
        </Button>
      )}
    </Card>
  );
}
