import { Group, SegmentedControl, Select } from '@lernstapel/ui';
import { t, type TextKey } from '@lernstapel/texts';
import { isStapelSortierung, STAPEL_SORTIERUNGEN, type StapelSortierung } from './sort-stapel';

const SORT_LABEL: Record<StapelSortierung, TextKey> = {
  titel: 'stapel.sortTitel',
  kategorie: 'stapel.sortKategorie',
  datum: 'stapel.sortDatum',
  thema: 'stapel.sortThema',
};

export interface AnsichtUndSortierungProps {
  symbole: boolean;
  onSymbole: (symbole: boolean) => void;
  sortierung: StapelSortierung;
  onSortierung: (sortierung: StapelSortierung) => void;
}

/** 01 §2: list view or card view, and the order of the stacks. */
export function AnsichtUndSortierung({
  symbole,
  onSymbole,
  sortierung,
  onSortierung,
}: AnsichtUndSortierungProps) {
  return (
    <Group align="flex-end" gap="md" my="sm">
      <SegmentedControl
        aria-label={t('stapel.ansicht')}
        value={symbole ? 'karten' : 'liste'}
        onChange={(value) => onSymbole(value === 'karten')}
        data={[
          { value: 'liste', label: t('stapel.listenansicht') },
          { value: 'karten', label: t('stapel.kartenansicht') },
        ]}
      />
      <Select
        label={t('stapel.sortierung')}
        w={200}
        allowDeselect={false}
        value={sortierung}
        onChange={(value) => isStapelSortierung(value) && onSortierung(value)}
        data={STAPEL_SORTIERUNGEN.map((value) => ({ value, label: t(SORT_LABEL[value]) }))}
      />
    </Group>
  );
}
