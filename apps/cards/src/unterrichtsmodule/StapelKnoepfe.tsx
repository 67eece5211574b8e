import { t, type TextKey } from '@lernstapel/texts';
import { AktionenMenu } from '../ui/AktionenMenu';
import { exportCsvUrl } from './exportcsv/exportcsv-url';
import { exportAnkiUrl } from './anki/anki-api';
import { stapelAktionen, type StapelAktion } from './stapel-aktionen';
import type { StapelListeProps, StapelZeile } from './stapel-zeile';
import { Button, Link } from '@lernstapel/ui';

const LABEL: Record<StapelAktion, TextKey> = {
  eigenschaften: 'stapel.eigenschaftenBearbeiten',
  teilen: 'teilen.titel',
  team: 'stapel.teamBearbeitung',
  teamBeenden: 'stapel.teamBearbeitungBeenden',
  einreichen: 'stapelablage.zurKorrekturSenden',
  veroeffentlichen: 'veroeffentlichen.titel',
  zuruecknehmen: 'veroeffentlichen.zuruecknehmen',
  csvImport: 'stapel.csvImport',
  csvExport: 'csv.exportieren',
  ankiImport: 'anki.importieren',
  ankiExport: 'anki.exportieren',
  ausOrdner: 'ordner.ausOrdnerNehmen',
  loeschen: 'stapel.loeschen',
};

/** The two exports are plain downloads. */
function downloadUrl(aktion: StapelAktion, id: number): string | undefined {
  if (aktion === 'csvExport') return exportCsvUrl(id);
  if (aktion === 'ankiExport') return exportAnkiUrl(id);
  return undefined;
}

export interface StapelKnoepfeProps extends Omit<StapelListeProps, 'stapel'> {
  stapel: StapelZeile;
}

/**
 * 'Quiz starten', the preview and the actions of one stack (list and card view): the quiz saves boxes
 * and results only on own stacks (02 §4), so a team stack offers the preview alone (issue 23). The
 * menu is named after the stack and offers what the user may do with it (stapelAktionen); the CSV
 * export is a plain download.
 */
export function StapelKnoepfe({ stapel, zugang, user, onAktion }: StapelKnoepfeProps) {
  return (
    <Button.Group>
      {zugang === 'eigentuemer' ? (
        <Button component={Link} to={`/previewunterrichtsmodul/${stapel.id}/quiz`} size="xs">
          {t('stapel.quiz')}
        </Button>
      ) : null}
      <Button component={Link} to={`/previewunterrichtsmodul/${stapel.id}`} size="xs" variant="light">
        {t('allgemein.vorschau')}
      </Button>
      <AktionenMenu
        name={t('stapel.aktionen', { titel: stapel.bezeichnung })}
        eintraege={stapelAktionen(stapel, zugang, user).map((aktion) => ({
          aktion,
          label: t(LABEL[aktion]),
          href: downloadUrl(aktion, stapel.id),
          gefaehrlich: aktion === 'loeschen',
        }))}
        onAktion={(aktion, ausloeser) => onAktion(aktion, stapel, ausloeser)}
      />
    </Button.Group>
  );
}
