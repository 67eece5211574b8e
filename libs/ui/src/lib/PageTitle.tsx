import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageTitleProps {
  children: ReactNode;
}

/** The heading of a page (h1, one per page), so screen readers and tests find the page by its title. */
export function PageTitle({ children }: PageTitleProps) {
  return (
    <Title order={1} size="h2" mb="md">
      {children}
    </Title>
  );
}
