import { useState } from 'react';
import type { SchuelerGruppe } from '@lernstapel/contracts';
import { apiErrorMessage } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { DataState, DataTable, Button, Group } from '@lernstapel/ui';
import { BearbeitenButton, LoeschenButton, ZeilenAktionen } from '../../ui/ZeilenAktionen';
import { useGetKlasseQuery } from '../klasse-api';
import { GruppeDialog } from './GruppeDialog';
import { GruppeLoeschenDialog } from './GruppeLoeschenDialog';
import { useGetGruppenQuery } from './schuelergruppen-api';

export interface GruppenTabProps {
  klassenCode: string;
}

type Bearbeitung = { art: 'keine' } | { art: 'neu' } | { art: 'bearbeiten'; gruppe: SchuelerGruppe };

/** 01 §2 Gruppen tab: the class's groups with their members; create, rename, set members, delete. */
export function GruppenTab({ klassenCode }: GruppenTabProps) {
  const gruppen = useGetGruppenQuery(klassenCode);
  const klasse = useGetKlasseQuery(klassenCode);
  const [bearbeitung, setBearbeitung] = useState<Bearbeitung>({ art: 'keine' });
  const [zuLoeschen, setZuLoeschen] = useState<SchuelerGruppe | null>(null);
  const list = gruppen.data ?? [];
  const schueler = klasse.data ?? [];
  const nameVon = new Map(schueler.map((zeile) => [zeile.id, zeile.benutzername]));
  const error = gruppen.error ?? klasse.error;

  return (
    <>
      <Group justify="flex-end" my="sm">
        <Button disabled={!klasse.data} onClick={() => setBearbeitung({ art: 'neu' })}>
          {t('klasse.gruppePlus')}
        </Button>
      </Group>
      <DataState
        loading={(!gruppen.data || !klasse.data) && !error}
        errorMessage={error ? apiErrorMessage(error) : null}
        onRetry={() => void (gruppen.error ? gruppen.refetch() : klasse.refetch())}
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
                    onClick={() => setBearbeitung({ art: 'bearbeiten', gruppe })}
                  />
                  <LoeschenButton
                    label={t('klasse.gruppeLoeschenLabel', { name: gruppe.bezeichnung })}
                    onClick={() => setZuLoeschen(gruppe)}
                  />
                </ZeilenAktionen>
              ),
            },
          ]}
        />
      </DataState>
      {bearbeitung.art === 'keine' ? null : (
        <GruppeDialog
          klassenCode={klassenCode}
          gruppe={bearbeitung.art === 'bearbeiten' ? bearbeitung.gruppe : null}
          schueler={schueler}
          onClose={() => setBearbeitung({ art: 'keine' })}
        />
      )}
      {zuLoeschen ? (
        <GruppeLoeschenDialog
          klassenCode={klassenCode}
          gruppe={zuLoeschen}
          onClose={() => setZuLoeschen(null)}
        />
      ) : null}
    </>
  );
}
