import type { BenutzerordnerItem } from '@lernstapel/contracts';
import { sortByGerman } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { EmptyState, Text } from '@lernstapel/ui';
import { OrdnerAbschnitt } from '../benutzerordner/OrdnerAbschnitt';
import { OrdnerMenu, type OrdnerAktion } from '../benutzerordner/OrdnerMenu';
import { StapelAnsicht } from './StapelAnsicht';
import type { StapelListeProps } from './stapel-zeile';

export interface EigeneStapelProps extends Omit<StapelListeProps, 'zugang'> {
  ordner: readonly BenutzerordnerItem[];
  symbole: boolean;
  onOrdnerAktion: (aktion: OrdnerAktion, ordner: BenutzerordnerItem, ausloeser: HTMLElement | null) => void;
}

/**
 * The own stacks (already sorted) by folder (01 §3, §4): each folder with its menu, then the stacks
 * in no folder ('kein Ordner'; under that heading only when there are folders).
 */
export function EigeneStapel({ stapel, ordner, onOrdnerAktion, ...ansicht }: EigeneStapelProps) {
  if (stapel.length === 0 && ordner.length === 0) return <EmptyState message={t('stapel.keineStapel')} />;
  const ordnerIds = new Set(ordner.map((eintrag) => eintrag.id));
  // A stack whose folder is not (yet) in the folder list shows with the unfoldered ones.
  const ohneOrdner = stapel.filter(
    (item) => item.benutzer_ordner_id === null || !ordnerIds.has(item.benutzer_ordner_id),
  );
  return (
    <>
      {sortByGerman(ordner, (eintrag) => eintrag.name).map((eintrag) => {
        const darin = stapel.filter((item) => item.benutzer_ordner_id === eintrag.id);
        return (
          <OrdnerAbschnitt
            key={eintrag.id}
            name={eintrag.name}
            menu={
              <OrdnerMenu ordner={eintrag} onAktion={(aktion, el) => onOrdnerAktion(aktion, eintrag, el)} />
            }
          >
            {darin.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('ordner.leer')}
              </Text>
            ) : (
              <StapelAnsicht {...ansicht} stapel={darin} zugang="eigentuemer" />
            )}
          </OrdnerAbschnitt>
        );
      })}
      {ohneOrdner.length === 0 ? null : ordner.length === 0 ? (
        <StapelAnsicht {...ansicht} stapel={ohneOrdner} zugang="eigentuemer" />
      ) : (
        <OrdnerAbschnitt name={t('ordner.keinOrdner')}>
          <StapelAnsicht {...ansicht} stapel={ohneOrdner} zugang="eigentuemer" />
        </OrdnerAbschnitt>
      )}
    </>
  );
}
