import { Badge, Button, Card, Group, Text, Title, Link } from '@lernstapel/ui';
import { t } from '@lernstapel/texts';
import type { SessionUser } from '@lernstapel/contracts';
import type { UserPage } from './user-pages';

/** What each tile of the dashboard is given (./tiles/). */
export interface TileProps {
  user: SessionUser;
  onOpen: (page: UserPage) => void;
}

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
  /** The open button's text and name when it does more than open (e.g. 'Quiz starten', issue 23). */
  actionLabel?: { text: string; name: string };
  /** A second way in beside the open button (e.g. the preview of the last stack, issue 23). */
  secondary?: { to: string; text: string; name: string };
}

/** One dashboard tile (01 §2): title, a short text, an optional count badge and an open action. */
export function DashboardTile(props: DashboardTileProps) {
  const { testId, title, text, action, badge, hinweis, actionLabel, secondary } = props;
  const buttonProps = {
    variant: 'light',
    'aria-label': actionLabel?.name ?? t('portal.dashboard.oeffnenTitel', { titel: title }),
    'data-testid': `${testId}-oeffnen`,
  } as const;
  const buttonText = actionLabel?.text ?? t('portal.dashboard.oeffnen');
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
      <Group gap="xs" mt="md">
        {'to' in action ? (
          <Button component={Link} to={action.to} {...buttonProps}>
            {buttonText}
          </Button>
        ) : (
          <Button onClick={action.onOpen} {...buttonProps}>
            {buttonText}
          </Button>
        )}
        {secondary ? (
          <Button
            component={Link}
            to={secondary.to}
            variant="default"
            aria-label={secondary.name}
            data-testid={`${testId}-zweitens`}
          >
            {secondary.text}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}
