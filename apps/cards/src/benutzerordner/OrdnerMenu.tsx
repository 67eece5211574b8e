import type { BenutzerordnerItem } from '@lernstapel/contracts';
import { t, type TextKey } from '@lernstapel/texts';
import { AktionenMenu } from '../ui/AktionenMenu';

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
  return (
    <AktionenMenu
      name={t('ordner.aktionen', { name: ordner.name })}
      variant="subtle"
      eintraege={(Object.keys(LABEL) as OrdnerAktion[]).map((aktion) => ({
        aktion,
        label: t(LABEL[aktion]),
        gefaehrlich: aktion === 'loeschen',
      }))}
      onAktion={onAktion}
    />
  );
}
