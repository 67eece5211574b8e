import { Button, Code, DataTable, Menu, Switch } from '@lernstapel/ui';
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

function CodeMenue({ zeile, ...props }: KlasseTableProps & { zeile: KlassenSchueler }) {
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          size="xs"
          variant="subtle"
          aria-label={t('klasse.codeMenueLabel', { name: zeile.benutzername })}
          rightSection="▾"
        >
          <Code>{zeile.anmeldecode}</Code>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => props.onCodeKopieren(zeile)}>{t('klasse.codeKopieren')}</Menu.Item>
        <Menu.Item onClick={() => props.onNeuerCode(zeile)}>{t('klasse.neuerAnmeldecode')}</Menu.Item>
        {/* Sending needs an address: without one the item is left out. */}
        {zeile.email ? (
          <Menu.Item onClick={() => props.onCodeSenden(zeile)}>{t('klasse.codeVerschicken')}</Menu.Item>
        ) : null}
      </Menu.Dropdown>
    </Menu>
  );
}

function BearbeitungsKnoepfe({ zeile, ...props }: KlasseTableProps & { zeile: KlassenSchueler }) {
  const name = zeile.benutzername;
  return (
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
  );
}

/**
 * 01 §2 Klasse tab: number, username, the full name as entered (issue 23 §3), login code with its
 * menu, e-mail, publish permission, lock toggle; edit, data export (issue 16) and delete in edit mode.
 */
export function KlasseTable(props: KlasseTableProps) {
  const { schueler, bearbeitungsmodus } = props;
  return (
    <DataTable
      striped
      highlightOnHover
      data-testid="klasse-table"
      rows={schueler}
      rowKey={(zeile) => zeile.id}
      columns={[
        { header: t('allgemein.nr'), cell: (_zeile, index) => index + 1 },
        { header: t('allgemein.benutzername'), cell: (zeile) => zeile.benutzername },
        { header: t('klasse.namevoll'), cell: (zeile) => zeile.namevoll },
        { header: t('allgemein.anmeldecode'), cell: (zeile) => <CodeMenue zeile={zeile} {...props} /> },
        { header: t('allgemein.email'), cell: (zeile) => zeile.email ?? '' },
        {
          header: t('klasse.spalteVeroeffentlichen'),
          cell: (zeile) => (zeile.kann_stapel_veroeffentlichen ? t('klasse.darfVeroeffentlichenJa') : ''),
        },
        {
          header: t('klasse.spalteGesperrt'),
          cell: (zeile) => (
            <Switch
              aria-label={t('klasse.gesperrtLabel', { name: zeile.benutzername })}
              checked={zeile.ist_gesperrt}
              onChange={(event) => props.onSperren(zeile, event.currentTarget.checked)}
            />
          ),
        },
        bearbeitungsmodus && {
          header: t('klasse.spalteAktionen'),
          headerHidden: true,
          cell: (zeile) => <BearbeitungsKnoepfe zeile={zeile} {...props} />,
        },
      ]}
    />
  );
}
