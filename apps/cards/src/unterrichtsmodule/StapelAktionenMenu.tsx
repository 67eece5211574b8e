import { Button, Menu } from '@mantine/core';
import { useRef } from 'react';
import type { StapelListItem } from '@lernstapel/contracts';
import { t, type TextKey } from '@lernstapel/texts';
import { exportCsvUrl } from './importcsv/importcsv-api';
import type { StapelAktion } from './stapel-aktionen';

const LABEL: Record<StapelAktion, TextKey> = {
  eigenschaften: 'stapel.eigenschaftenBearbeiten',
  teilen: 'teilen.titel',
  team: 'stapel.teamBearbeitung',
  teamBeenden: 'stapel.teamBearbeitungBeenden',
  einreichen: 'stapelablage.zurKorrekturSenden',
  veroeffentlichen: 'veroeffentlichen.titel',
  zuruecknehmen: 'veroeffentlichen.zuruecknehmen',
  csvImport: 'stapel.csvImport',
  csvExport: 'csv.exportieren',
  ausOrdner: 'ordner.ausOrdnerNehmen',
  loeschen: 'stapel.loeschen',
};

export interface StapelAktionenMenuProps {
  stapel: Pick<StapelListItem, 'id' | 'bezeichnung'>;
  aktionen: readonly StapelAktion[];
  /** `ausloeser` is the menu's button, which gets the focus back when a dialog closes */
  onAktion: (aktion: StapelAktion, ausloeser: HTMLElement | null) => void;
}

/** The actions of one stack as a menu named after the stack; the CSV export is a plain download. */
export function StapelAktionenMenu({ stapel, aktionen, onAktion }: StapelAktionenMenuProps) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          ref={button}
          size="xs"
          variant="light"
          aria-label={t('stapel.aktionen', { titel: stapel.bezeichnung })}
        >
          {t('allgemein.aktionen')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {aktionen.map((aktion) =>
          aktion === 'csvExport' ? (
            <Menu.Item key={aktion} component="a" href={exportCsvUrl(stapel.id)} download>
              {t(LABEL[aktion])}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={aktion}
              color={aktion === 'loeschen' ? 'red' : undefined}
              onClick={() => onAktion(aktion, button.current)}
            >
              {t(LABEL[aktion])}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
