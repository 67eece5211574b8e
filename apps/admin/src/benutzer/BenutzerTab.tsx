import { useState } from 'react';
import type { BenutzerAdminZeile } from '@lernstapel/contracts';
import { datenExportUrl } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';
import { EmptyState, Button, Code, Group, DataTable, Text, TextInput } from '@lernstapel/ui';
import { AbfrageState } from '@lernstapel/ui-data';
import { useGetAlleBenutzerQuery } from './benutzer-api';
import { EinzelpersonLoeschenDialog } from './EinzelpersonLoeschenDialog';
import { filterBenutzer } from './filter-benutzer';

/** Issue 29: people without a school are deleted here (Art. 17 requests); others go with their school. */
const einzelperson = (zeile: BenutzerAdminZeile) => zeile.schule_id === null && !zeile.ist_main_admin;

function BenutzerTable({
  benutzer,
  onLoeschen,
}: {
  benutzer: readonly BenutzerAdminZeile[];
  onLoeschen: (zeile: BenutzerAdminZeile) => void;
}) {
  return (
    <DataTable
      striped
      highlightOnHover
      data-testid="benutzer-table"
      rows={benutzer}
      rowKey={(zeile) => zeile.id}
      columns={[
        { header: t('allgemein.benutzername'), cell: (zeile) => zeile.benutzername },
        { header: t('admin.spalteNamevoll'), cell: (zeile) => zeile.namevoll },
        { header: t('allgemein.email'), cell: (zeile) => zeile.email ?? '' },
        { header: t('allgemein.anmeldecode'), cell: (zeile) => <Code>{zeile.anmeldecode}</Code> },
        { header: t('allgemein.schule'), cell: (zeile) => zeile.schule ?? '' },
        {
          header: t('datenschutz.exportVon'),
          headerHidden: true,
          // Issue 16: the main administration exports any user's data (Art. 15/20 requests).
          cell: (zeile) => (
            <>
              <Button
                component="a"
                href={datenExportUrl(zeile.id)}
                download
                size="xs"
                variant="subtle"
                aria-label={t('datenschutz.exportVonLabel', { name: zeile.benutzername })}
              >
                {t('datenschutz.exportVon')}
              </Button>
              {einzelperson(zeile) && (
                <Button
                  size="xs"
                  variant="subtle"
                  color="red"
                  onClick={() => onLoeschen(zeile)}
                  aria-label={t('admin.einzelpersonLoeschenLabel', { name: zeile.benutzername })}
                >
                  {t('admin.einzelpersonLoeschen')}
                </Button>
              )}
            </>
          ),
        },
      ]}
    />
  );
}

/**
 * 01 §2 'Benutzer': username, full name, e-mail, login code and school of every user, with a text
 * filter. Loaded afresh each time the tab opens, so users of a just deleted school are gone.
 */
export function BenutzerTab() {
  const benutzer = useGetAlleBenutzerQuery(undefined, { refetchOnMountOrArgChange: true });
  const [filter, setFilter] = useState('');
  const [zuLoeschen, setZuLoeschen] = useState<BenutzerAdminZeile | null>(null);
  const alle = benutzer.data ?? [];
  const gefiltert = filterBenutzer(alle, filter);
  return (
    <AbfrageState abfragen={[benutzer]} empty={alle.length === 0} emptyMessage={t('admin.keineBenutzer')}>
      <Group justify="space-between" align="flex-end" mb="sm">
        <TextInput
          label={t('admin.benutzerFiltern')}
          placeholder={t('admin.benutzerFilternHinweis')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          w={{ base: '100%', sm: 360 }}
        />
        <Text size="sm" c="dimmed" data-testid="benutzer-anzahl">
          {t('admin.anzahlBenutzer', { anzahl: gefiltert.length, gesamt: alle.length })}
        </Text>
      </Group>
      {gefiltert.length === 0 ? (
        <EmptyState message={t('admin.keineBenutzerTreffer')} />
      ) : (
        <BenutzerTable benutzer={gefiltert} onLoeschen={setZuLoeschen} />
      )}
      {zuLoeschen && <EinzelpersonLoeschenDialog person={zuLoeschen} onClose={() => setZuLoeschen(null)} />}
    </AbfrageState>
  );
}
