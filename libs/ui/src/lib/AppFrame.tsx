import { AppShell, Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { t } from '@lernstapel/texts';
import type { ReactNode } from 'react';

export interface AppFrameProps {
  /** The side menu (usually a SideNav); without it the page uses the full width (remote-owned pages). */
  navigation?: ReactNode;
  children: ReactNode;
  /** Below the content on every page of the frame (issue 29: the legal notice and privacy text). */
  footer?: ReactNode;
}

/** The frame of the logged-in areas: header with the product name, side menu, main content. */
export function AppFrame({ navigation, children, footer }: AppFrameProps) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const hasNavigation = navigation !== undefined;
  return (
    <AppShell
      header={{ height: 56 }}
      navbar={hasNavigation ? { width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" gap="sm">
          {hasNavigation ? (
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('portal.navigation')}
            />
          ) : null}
          <Text fw={700} size="lg">
            {t('allgemein.produktname')}
          </Text>
        </Group>
      </AppShell.Header>
      {hasNavigation ? (
        <AppShell.Navbar p="sm" onClick={close} aria-label={t('portal.navigation')}>
          {navigation}
        </AppShell.Navbar>
      ) : null}
      {/* Issue 27: the footer stays at the bottom of the screen while the page's content arrives, rather
          than right below a loader and pushed down by each part that appears (layout shifts on a phone). */}
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        <Box style={{ flex: '1 0 auto' }}>{children}</Box>
        {footer}
      </AppShell.Main>
    </AppShell>
  );
}
