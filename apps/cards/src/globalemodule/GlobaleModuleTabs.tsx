import type { GlobalerStapel } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { EmptyState, Tabs, Text } from '@lernstapel/ui';
import type { KategorieMitStapeln, ThemaMitKategorien } from './globale-module-nach-thema';
import { GlobaleStapelTable } from './GlobaleStapelTable';
import { useGlobaleAuswahl } from './use-globale-auswahl';

/** The remembered id if it is still there, else the first one (02 §2: the first topic by default). */
function gewaehlt(ids: readonly number[], gemerkt: number | null): string | null {
  const id = gemerkt !== null && ids.includes(gemerkt) ? gemerkt : ids[0];
  return id === undefined ? null : String(id);
}

interface KategorieTabsProps {
  kategorien: readonly KategorieMitStapeln[];
  kategorieId: number | null;
  onKategorie: (id: number) => void;
  onKopieren: (stapel: GlobalerStapel) => void;
}

function KategorieTabs({ kategorien, kategorieId, onKategorie, onKopieren }: KategorieTabsProps) {
  const value = gewaehlt(
    kategorien.map(({ kategorie }) => kategorie.id),
    kategorieId,
  );
  if (value === null) return <Text c="dimmed">{t('portal.globalemodule.keineKategorien')}</Text>;
  return (
    <Tabs variant="pills" value={value} onChange={(id) => id && onKategorie(Number(id))} keepMounted={false}>
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
            <GlobaleStapelTable stapel={stapel} onKopieren={onKopieren} />
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}

export interface GlobaleModuleTabsProps {
  themen: readonly ThemaMitKategorien[];
  onKopieren: (stapel: GlobalerStapel) => void;
}

/** 02 §2: one tab per topic, inside pill tabs per category; the last chosen ones open again. */
export function GlobaleModuleTabs({ themen, onKopieren }: GlobaleModuleTabsProps) {
  const auswahl = useGlobaleAuswahl();
  const value = gewaehlt(
    themen.map(({ thema }) => thema.id),
    auswahl.themaId,
  );
  if (value === null) return null;
  return (
    <Tabs value={value} onChange={(id) => id && auswahl.setThema(Number(id))} keepMounted={false}>
      <Tabs.List mb="md">
        {themen.map(({ thema }) => (
          <Tabs.Tab key={thema.id} value={String(thema.id)}>
            {thema.bezeichnung}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {themen.map(({ thema, kategorien }) => (
        <Tabs.Panel key={thema.id} value={String(thema.id)}>
          <KategorieTabs
            kategorien={kategorien}
            kategorieId={auswahl.kategorieId}
            onKategorie={auswahl.setKategorie}
            onKopieren={onKopieren}
          />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
