import { Title } from '@lernstapel/ui';
import { useId, type ReactNode } from 'react';

export interface ListSectionProps {
  /** German heading from @lernstapel/texts; also the region's accessible name. */
  title: string;
  children: ReactNode;
}

/** One list of a page under its own heading (h2), as a named region so readers and tests find it. */
export function ListSection({ title, children }: ListSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title id={headingId} order={2} size="h3" mt="lg" mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}
