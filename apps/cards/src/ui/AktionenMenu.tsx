import { Button, Menu } from '@lernstapel/ui';
import { useRef } from 'react';
import { t } from '@lernstapel/texts';

export interface AktionenMenuEintrag<A extends string> {
  aktion: A;
  label: string;
  /** a download link instead of an action (e.g. the CSV export) */
  href?: string;
  gefaehrlich?: boolean;
}

export interface AktionenMenuProps<A extends string> {
  /** the accessible name of the menu's button, naming what the actions are for */
  name: string;
  eintraege: readonly AktionenMenuEintrag<A>[];
  /** `ausloeser` is the menu's button, which gets the focus back when a dialog it opened closes */
  onAktion: (aktion: A, ausloeser: HTMLElement | null) => void;
  variant?: 'light' | 'subtle';
}

/** The 'Aktionen' menu of one thing (a stack, a folder). */
export function AktionenMenu<A extends string>({
  name,
  eintraege,
  onAktion,
  variant = 'light',
}: AktionenMenuProps<A>) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button ref={button} size="xs" variant={variant} aria-label={name}>
          {t('allgemein.aktionen')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {eintraege.map(({ aktion, label, href, gefaehrlich }) =>
          href ? (
            <Menu.Item key={aktion} component="a" href={href} download>
              {label}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={aktion}
              color={gefaehrlich ? 'red' : undefined}
              onClick={() => onAktion(aktion, button.current)}
            >
              {label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
