import { Button, Menu } from '@mantine/core';
import { useRef } from 'react';
import type { BenutzerordnerItem } from '@lernstapel/contracts';
import { t, type TextKey } from '@lernstapel/texts';

export type OrdnerAktion = 'stapelHinzufuegen' | 'umbenennen' | 'loeschen';

const LABEL: Record<OrdnerAktion, TextKey> = {
  stapelHinzufuegen: 'ordner.stapelHinzufuegen',
  umbenennen: 'ordner.umbenennen',
  loeschen: 'ordner.loeschenTitel',
};

export interface OrdnerMenuProps {
  ordner: BenutzerordnerItem;
  onAktion: (aktion: OrdnerAktion, ausloeser: HTMLElement | null) => void;
}

/** 01 §2 a folder's menu: add stacks, rename, delete (the team pseudo-folder has none, 01 §3). */
export function OrdnerMenu({ ordner, onAktion }: OrdnerMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          ref={button}
          size="xs"
          variant="subtle"
          aria-label={t('ordner.aktionen', { name: ordner.name })}
        >
          {t('allgemein.aktionen')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {(Object.keys(LABEL) as OrdnerAktion[]).map((aktion) => (
          <Menu.Item
            key={aktion}
            color={aktion === 'loeschen' ? 'red' : undefined}
            onClick={() => onAktion(aktion, button.current)}
          >
            {t(LABEL[aktion])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
