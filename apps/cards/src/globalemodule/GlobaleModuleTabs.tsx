import { t } from '@lernstapel/texts';
import { EmptyState, Tabs, Text } from '@lernstapel/ui';
import type { KategorieMitStapeln, ThemaMitKategorien } from './globale-module-nach-thema';
import { GlobaleStapelTable } from './GlobaleStapelTable';

function KategorieTabs({ kategorien }: { kategorien: readonly KategorieMitStapeln[] }) {
  const first = kategorien[0];
  if (!first) return <Text c="dimmed">{t('portal.globalemodule.keineKategorien')}</Text>;
  return (
    <Tabs variant="pills" defaultValue={String(first.kategorie.id)} keepMounted={false}>
      <Tabs.List mb="md">
        {kategorien.map(({ kategorie }) => (
          <Tabs.Tab key={kategorie.id} value={String(kategorie.id)}>
            {kategorie.kategorie}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {kategorien.map(({ kategorie, stapel }) => (
        <Tabs.Panel key={kategorie.id} value={String(kategorie.id)}>
          {stapel.length === 0 ? (
            <EmptyState message={t('globalemodule.keineStapel')} />
          ) : (
            <GlobaleStapelTable stapel={stapel} />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

export interface GlobaleModuleTabsProps {
  themen: readonly ThemaMitKategorien[];
}

/** 02 §2: one tab per topic, the first one active; inside, pill tabs per category. */
export function GlobaleModuleTabs({ themen }: GlobaleModuleTabsProps) {
  const first = themen[0];
  if (!first) return null;
  return (
    <Tabs defaultValue={String(first.thema.id)} keepMounted={false}>
      <Tabs.List mb="md">
        {themen.map(({ thema }) => (
          <Tabs.Tab key={thema.id} value={String(thema.id)}>
            {thema.bezeichnung}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {themen.map(({ thema, kategorien }) => (
        <Tabs.Panel key={thema.id} value={String(thema.id)}>
          <KategorieTabs kategorien={kategorien} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
