import { Button, Code, Menu, Switch, Table, VisuallyHidden } from '@lernstapel/ui';
import { BearbeitenButton, LoeschenButton, ZeilenAktionen } from '../ui/ZeilenAktionen';
import type { KlassenSchueler } from '@lernstapel/contracts';
import { datenExportUrl } from '@lernstapel/api-client';
import { t } from '@lernstapel/texts';

export interface KlasseTableProps {
  schueler: readonly KlassenSchueler[];
  /** Edit mode shows the edit and delete columns (01 §2 'Edit-mode toggle'). */
  bearbeitungsmodus: boolean;
  onCodeKopieren: (schueler: KlassenSchueler) => void;
  onNeuerCode: (schueler: KlassenSchueler) => void;
  onCodeSenden: (schueler: KlassenSchueler) => void;
  onSperren: (schueler: KlassenSchueler, gesperrt: boolean) => void;
  onBearbeiten: (schueler: KlassenSchueler) => void;
  onLoeschen: (schueler: KlassenSchueler) => void;
}

/**
 * 01 §2 Klasse tab: number, username, login code with its menu, e-mail, publish permission, lock
 * toggle; edit, data export (issue 16) and delete in edit mode.
 */
export function KlasseTable(props: KlasseTableProps) {
  const { schueler, bearbeitungsmodus } = props;
  return (
    <Table striped highlightOnHover data-testid="klasse-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('allgemein.nr')}</Table.Th>
          <Table.Th>{t('allgemein.benutzername')}</Table.Th>
          <Table.Th>{t('allgemein.anmeldecode')}</Table.Th>
          <Table.Th>{t('allgemein.email')}</Table.Th>
          <Table.Th>{t('klasse.spalteVeroeffentlichen')}</Table.Th>
          <Table.Th>{t('klasse.spalteGesperrt')}</Table.Th>
          {bearbeitungsmodus ? (
            <Table.Th>
              <VisuallyHidden>{t('klasse.spalteAktionen')}</VisuallyHidden>
            </Table.Th>
          ) : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {schueler.map((zeile, index) => {
          const name = zeile.benutzername;
          return (
            <Table.Tr key={zeile.id}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>{name}</Table.Td>
              <Table.Td>
                <Menu position="bottom-start" withinPortal>
                  <Menu.Target>
                    <Button
                      size="xs"
                      variant="subtle"
                      aria-label={t('klasse.codeMenueLabel', { name })}
                      rightSection="▾"
                    >
                      <Code>{zeile.anmeldecode}</Code>
                    </Button>
                  </Menu.Target>
                  <Menu.Dropdown>
                    <Menu.Item onClick={() => props.onCodeKopieren(zeile)}>
                      {t('klasse.codeKopieren')}
                    </Menu.Item>
                    <Menu.Item onClick={() => props.onNeuerCode(zeile)}>
                      {t('klasse.neuerAnmeldecode')}
                    </Menu.Item>
                    {/* Sending needs an address: without one the item is left out. */}
                    {zeile.email ? (
                      <Menu.Item onClick={() => props.onCodeSenden(zeile)}>
                        {t('klasse.codeVerschicken')}
                      </Menu.Item>
                    ) : null}
                  </Menu.Dropdown>
                </Menu>
              </Table.Td>
              <Table.Td>{zeile.email ?? ''}</Table.Td>
              <Table.Td>
                {zeile.kann_stapel_veroeffentlichen ? t('klasse.darfVeroeffentlichenJa') : ''}
              </Table.Td>
              <Table.Td>
                <Switch
                  aria-label={t('klasse.gesperrtLabel', { name })}
                  checked={zeile.ist_gesperrt}
                  onChange={(event) => props.onSperren(zeile, event.currentTarget.checked)}
                />
              </Table.Td>
              {bearbeitungsmodus ? (
                <Table.Td>
                  <ZeilenAktionen>
                    <BearbeitenButton
                      label={t('klasse.schuelerBearbeitenLabel', { name })}
                      onClick={() => props.onBearbeiten(zeile)}
                    />
                    {/* Issue 16 (Art. 15/20): the pupil's data as a ZIP, for the teacher to hand over. */}
                    <Button
                      component="a"
                      href={datenExportUrl(zeile.id)}
                      download
                      size="xs"
                      variant="light"
                      aria-label={t('datenschutz.exportVonLabel', { name })}
                    >
                      {t('datenschutz.exportVon')}
                    </Button>
                    <LoeschenButton
                      label={t('klasse.schuelerLoeschenLabel', { name })}
                      onClick={() => props.onLoeschen(zeile)}
                    />
                  </ZeilenAktionen>
                </Table.Td>
              ) : null}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
