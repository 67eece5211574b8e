import { lazy, Suspense } from 'react';
import { apiErrorDetails, apiErrorMessage } from '@lernstapel/api-client';
import type { Karte } from '@lernstapel/contracts';
import { t } from '@lernstapel/texts';
import { ConfirmDeleteDialog } from '@lernstapel/ui';
import { KartenKopierenDialog } from './KartenKopierenDialog';
import { useLoescheKarteMutation } from './unterrichtsmodulteile-api';
import type { KartenDialog } from './use-karten-dialog';

// The editor and the single-card preview (with DOMPurify) load on first use (page-weight budget).
const KarteEditor = lazy(() => import('./editor/KarteEditor'));
const EinzelkarteVorschau = lazy(() =>
  import('./EinzelkarteVorschau').then((module) => ({ default: module.EinzelkarteVorschau })),
);

export interface KartenDialogeProps {
  dialog: KartenDialog;
  stapelId: number;
  /** the signed-in user's id; the editor and copying need it */
  userId: number | undefined;
  /** the marked cards of the selection mode (null: off) */
  markiert: ReadonlySet<number> | null;
  onKopiert: (meldung: string) => void;
  schliessen: () => void;
}

/** The card list's open dialog (02 §2): editor, preview, 'Karteikarte löschen' or copying the marked cards. */
export function KartenDialoge({
  dialog,
  stapelId,
  userId,
  markiert,
  onKopiert,
  schliessen,
}: KartenDialogeProps) {
  switch (dialog?.art) {
    case 'editor':
      return userId !== undefined ? (
        <Suspense fallback={null}>
          <KarteEditor stapelId={stapelId} karte={dialog.karte} userId={userId} onClose={schliessen} />
        </Suspense>
      ) : null;
    case 'vorschau':
      return (
        <Suspense fallback={null}>
          <EinzelkarteVorschau karte={dialog.karte} onClose={schliessen} />
        </Suspense>
      );
    case 'loeschen':
      return <KarteLoeschenDialog karte={dialog.karte} schliessen={schliessen} />;
    case 'kopieren':
      return userId !== undefined && markiert ? (
        <KartenKopierenDialog
          userId={userId}
          stapelId={stapelId}
          kartenIds={[...markiert]}
          onClose={schliessen}
          onKopiert={onKopiert}
        />
      ) : null;
    case undefined:
      return null;
  }
}

/** Mounted per opening, so the API's message of an earlier try is gone. */
function KarteLoeschenDialog({ karte, schliessen }: { karte: Karte; schliessen: () => void }) {
  const [loeschen, loeschung] = useLoescheKarteMutation();
  return (
    <ConfirmDeleteDialog
      title={t('karten.loeschenTitel')}
      question={t('karten.loeschenFrage')}
      loading={loeschung.isLoading}
      error={
        loeschung.error
          ? { message: apiErrorMessage(loeschung.error), details: apiErrorDetails(loeschung.error) }
          : null
      }
      onClose={schliessen}
      onConfirm={
        () =>
          void loeschen({ id: karte.id })
            .unwrap()
            .then(schliessen)
            .catch(() => undefined) // the dialog shows the API's message
      }
    />
  );
}
