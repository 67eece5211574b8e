import type { SchuelerGruppe } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { DataTable, Button, Group, useZeilenDialoge } from '@lernstapel/ui';
import { AbfrageState } from '@lernstapel/ui-data';
import { BearbeitenButton, LoeschenButton, ZeilenAktionen } from '../../ui/ZeilenAktionen';
import { useGetKlasseQuery } from '../klasse-api';
import { GruppeDialog } from './GruppeDialog';
import { GruppeLoeschenDialog } from './GruppeLoeschenDialog';
import { useGetGruppenQuery } from './schuelergruppen-api';

export interface GruppenTabProps {
  klassenCode: string;
}

/** 01 §2 Gruppen tab: the class's groups with their members; create, rename, set members, delete. */
export function GruppenTab({ klassenCode }: GruppenTabProps) {
  const gruppen = useGetGruppenQuery(klassenCode);
  const klasse = useGetKlasseQuery(klassenCode);
  const dialoge = useZeilenDialoge<SchuelerGruppe>();
  const list = gruppen.data ?? [];
  const schueler = klasse.data ?? [];
  const nameVon = new Map(schueler.map((zeile) => [zeile.id, zeile.benutzername]));

  return (
    <>
      <Group justify="flex-end" my="sm">
        <Button disabled={!klasse.data} onClick={() => dialoge.neu()}>
          {t('klasse.gruppePlus')}
        </Button>
      </Group>
      <AbfrageState
        abfragen={[gruppen, klasse]}
        empty={list.length === 0}
        emptyMessage={t('klasse.keineGruppen')}
      >
        <DataTable
          striped
          data-testid="gruppen-table"
          rows={list}
          rowKey={(gruppe) => gruppe.id}
          columns={[
            { header: t('klasse.gruppeName'), cell: (gruppe) => gruppe.bezeichnung },
            {
              header: t('klasse.gruppeMitglieder'),
              cell: (gruppe) => {
                const mitglieder = gruppe.schuelerids
                  .map((id) => nameVon.get(id))
                  .filter((name): name is string => name !== undefined);
                return mitglieder.length > 0 ? mitglieder.join(', ') : t('klasse.gruppeKeineMitglieder');
              },
            },
            {
              header: t('klasse.spalteAktionen'),
              headerHidden: true,
              cell: (gruppe) => (
                <ZeilenAktionen>
                  <BearbeitenButton
                    label={t('klasse.gruppeBearbeitenLabel', { name: gruppe.bezeichnung })}
                    onClick={() => dialoge.bearbeiten(gruppe)}
                  />
                  <LoeschenButton
                    label={t('klasse.gruppeLoeschenLabel', { name: gruppe.bezeichnung })}
                    onClick={() => dialoge.loeschen(gruppe)}
                  />
                </ZeilenAktionen>
              ),
            },
          ]}
        />
      </AbfrageState>
      {dialoge.bearbeitet === null ? null : (
        <GruppeDialog
          klassenCode={klassenCode}
          gruppe={dialoge.bearbeitet.zeile}
          schueler={schueler}
          onClose={() => dialoge.bearbeitungSchliessen()}
        />
      )}
      {dialoge.zuLoeschen ? (
        <GruppeLoeschenDialog gruppe={dialoge.zuLoeschen} onClose={() => dialoge.loeschenSchliessen()} />
      ) : null}
    </>
  );
}
