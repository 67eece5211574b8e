import { lazy, Suspense } from 'react';
import type { BenutzerordnerItem, SessionUser } from '@lernstapel/contracts';
import { OrdnerDialog } from '../benutzerordner/OrdnerDialog';
import { OrdnerLoeschenDialog } from '../benutzerordner/OrdnerLoeschenDialog';
import { StapelZumOrdnerDialog } from '../benutzerordner/StapelZumOrdnerDialog';
import { EinreichenDialog } from '../stapelablage/EinreichenDialog';
import { BriefkastenDialog } from './briefkasten/BriefkastenDialog';
import { TeamBeendenDialog } from './gemeinsamestapel/TeamBeendenDialog';
import { TeamDialog } from './gemeinsamestapel/TeamDialog';
import { AnkiImportDialog } from './anki/AnkiImportDialog';
import type { StapelAktion } from './stapel-aktionen';
import type { StapelZeile } from './stapel-zeile';
import { StapelDialog } from './StapelDialog';
import { StapelLoeschenDialog } from './StapelLoeschenDialog';
import { TeilenDialog } from './teilen/TeilenDialog';
import { VeroeffentlichenDialog } from './veroeffentlichen/VeroeffentlichenDialog';
import { ZuruecknehmenDialog } from './veroeffentlichen/ZuruecknehmenDialog';

// Issue 27 (fast on a phone): the file import brings its CSV and HTML parsers (about 50 KB compressed);
// they load when the dialog is opened, not with the page.
const CsvImportDialog = lazy(() =>
  import('./importcsv/CsvImportDialog').then((module) => ({ default: module.CsvImportDialog })),
);

/** The stack actions that open a dialog of their own (the others happen at once or are a link). */
type StapelDialogAktion = Exclude<StapelAktion, 'eigenschaften' | 'csvExport' | 'ankiExport' | 'ausOrdner'>;

/** The dialogs of 'Meine Flashcards' (01 §2), one open at a time. */
export type SeitenDialogArt =
  | { art: 'stapel'; stapel: StapelZeile | null }
  | { art: StapelDialogAktion; stapel: StapelZeile }
  | { art: 'ordner'; ordner: BenutzerordnerItem | null }
  | { art: 'ordnerLoeschen' | 'ordnerStapel'; ordner: BenutzerordnerItem }
  | { art: 'briefkasten' };

export interface SeitenDialogProps {
  dialog: SeitenDialogArt;
  user: SessionUser;
  stapel: readonly StapelZeile[];
  ordner: readonly BenutzerordnerItem[];
  /** a dialog that answers with a confirmation closes and hands it to the page */
  onMeldung: (message: string) => void;
  onClose: () => void;
}

/** Shows the open dialog of the flashcards page. */
export function SeitenDialog({ dialog, user, stapel, ordner, onMeldung, onClose }: SeitenDialogProps) {
  const fertig = (message: string) => {
    onMeldung(message);
    onClose();
  };
  switch (dialog.art) {
    case 'stapel':
      return (
        <StapelDialog
          stapel={dialog.stapel}
          ordner={ordner}
          istLehrperson={!user.ist_schueler}
          onClose={onClose}
        />
      );
    case 'loeschen':
      return <StapelLoeschenDialog stapel={dialog.stapel} onClose={onClose} />;
    case 'teilen':
      return <TeilenDialog stapel={dialog.stapel} user={user} onGeteilt={fertig} onClose={onClose} />;
    case 'team':
      return <TeamDialog stapel={dialog.stapel} user={user} onFreigegeben={fertig} onClose={onClose} />;
    case 'teamBeenden':
      return <TeamBeendenDialog stapel={dialog.stapel} onBeendet={fertig} onClose={onClose} />;
    case 'einreichen':
      return <EinreichenDialog stapel={dialog.stapel} user={user} onEingereicht={fertig} onClose={onClose} />;
    case 'veroeffentlichen':
      return (
        <VeroeffentlichenDialog
          stapel={dialog.stapel}
          user={user}
          onVeroeffentlicht={fertig}
          onClose={onClose}
        />
      );
    case 'zuruecknehmen':
      return <ZuruecknehmenDialog stapel={dialog.stapel} onZurueckgenommen={fertig} onClose={onClose} />;
    case 'csvImport':
      return (
        <Suspense fallback={null}>
          <CsvImportDialog stapel={dialog.stapel} onEingelesen={fertig} onClose={onClose} />
        </Suspense>
      );
    case 'ankiImport':
      return <AnkiImportDialog stapel={dialog.stapel} onEingelesen={fertig} onClose={onClose} />;
    case 'ordner':
      return <OrdnerDialog ordner={dialog.ordner} alleOrdner={ordner} onClose={onClose} />;
    case 'ordnerLoeschen':
      return <OrdnerLoeschenDialog ordner={dialog.ordner} onClose={onClose} />;
    case 'ordnerStapel':
      return <StapelZumOrdnerDialog ordner={dialog.ordner} stapel={stapel} onClose={onClose} />;
    case 'briefkasten':
      return <BriefkastenDialog userId={user.id} onClose={onClose} />;
  }
}
