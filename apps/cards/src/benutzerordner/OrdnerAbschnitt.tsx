import { Group, Title } from '@lernstapel/ui';
import { useId, type ReactNode } from 'react';

export interface OrdnerAbschnittProps {
  /** the folder's name, also the region's accessible name */
  name: string;
  /** the folder's menu; none for 'kein Ordner' and the 'Team-Ordner' (01 §3) */
  menu?: ReactNode;
  children: ReactNode;
}

/** One folder of 'Meine Flashcards' under its own heading (h3), as a named region. */
export function OrdnerAbschnitt({ name, menu, children }: OrdnerAbschnittProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Group gap="xs" mt="md" mb="xs">
        <Title id={headingId} order={3} size="h4">
          {name}
        </Title>
        {menu}
      </Group>
      {children}
    </section>
  );
}
