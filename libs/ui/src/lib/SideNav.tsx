import { NavLink, Stack } from '@mantine/core';

export interface SideNavItem {
  key: string;
  /** German label from @lernstapel/texts. */
  label: string;
}

export interface SideNavProps {
  items: readonly SideNavItem[];
  activeKey?: string;
  onSelect: (key: string) => void;
}

/**
 * The side menu of the user and admin areas: buttons, because pages switch without changing the
 * route (01 §2). AppFrame puts it into the page's navigation landmark.
 */
export function SideNav({ items, activeKey, onSelect }: SideNavProps) {
  return (
    <Stack gap={4}>
      {items.map((item) => (
        <NavLink
          key={item.key}
          component="button"
          type="button"
          label={item.label}
          active={item.key === activeKey}
          aria-current={item.key === activeKey ? 'page' : undefined}
          onClick={() => onSelect(item.key)}
        />
      ))}
    </Stack>
  );
}
