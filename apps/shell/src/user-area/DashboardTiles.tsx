import { apiErrorMessage, httpStatusOf, skipToken, useBackgroundRefresh } from '@lernstapel/api-client';
import type { SessionUser } from '@lernstapel/contracts';
import { faelligText } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { ErrorNotice } from '@lernstapel/ui';
import {
  ON_OPEN,
  cardsToCorrectCount,
  dueCardCount,
  handInsToReviewCount,
  lastStackId,
  upcomingExamCount,
  newAssignmentCount,
  useGetDashboardBriefkastenQuery,
  useGetDashboardEigeneStapelQuery,
  useGetDashboardEinstellungenQuery,
  useGetDashboardFaelligQuery,
  useGetDashboardGruppenQuery,
  useGetDashboardKlasseQuery,
  useGetDashboardPruefungenQuery,
  useGetDashboardStapelablageQuery,
  useGetDashboardStapelQuery,
  useGetDashboardWettbewerbeQuery,
} from './dashboard-api';
import { DashboardTile } from './DashboardTile';
import type { UserPage } from './user-pages';

export interface TileProps {
  user: SessionUser;
  onOpen: (page: UserPage) => void;
}

/**
 * 01 §2 "last used stack": from the setting lastUModuleID; no tile without it. An own stack starts
 * its quiz, with the preview one click beside it (issue 23); another's stack opens its preview.
 */
export function LetzterStapelTile() {
  const einstellungen = useGetDashboardEinstellungenQuery(undefined, ON_OPEN);
  const id = einstellungen.data ? lastStackId(einstellungen.data) : null;
  const stapel = useGetDashboardStapelQuery(id ?? skipToken, ON_OPEN);
  if (einstellungen.error) {
    return (
      <ErrorNotice
        message={apiErrorMessage(einstellungen.error)}
        onRetry={() => void einstellungen.refetch()}
      />
    );
  }
  // A last stack that has been deleted since (404) is simply no last stack any more.
  if (stapel.error && httpStatusOf(stapel.error) !== 404) {
    return <ErrorNotice message={apiErrorMessage(stapel.error)} onRetry={() => void stapel.refetch()} />;
  }
  if (id === null || !stapel.data) return null;
  const titel = stapel.data.bezeichnung;
  const vorschau = `/previewunterrichtsmodul/${id}`;
  const eigener = stapel.data.ist_eigentuemer;
  return (
    <DashboardTile
      testId="tile-letzter-stapel"
      title={t('dashboard.zuletztVerwendet')}
      text={t('portal.dashboard.letzterStapelText', { titel })}
      action={{ to: eigener ? `${vorschau}/quiz` : vorschau }}
      actionLabel={
        eigener ? { text: t('stapel.quiz'), name: t('stapel.quizStartenFuer', { titel }) } : undefined
      }
      secondary={
        eigener
          ? {
              to: vorschau,
              text: t('allgemein.vorschau'),
              name: t('portal.dashboard.vorschauVon', { titel }),
            }
          : undefined
      }
    />
  );
}

/**
 * 01 §2 Aufgaben: pupils count their upcoming exams, teachers the stacks to correct, i.e. the hand-ins
 * waiting for their review (01 §4); both count the new assignments (issue 23, newAssignmentCount).
 */
export function AufgabenTile({ user, onOpen }: TileProps) {
  const backgroundRefresh = useBackgroundRefresh();
  const klassenCode = user.ist_schueler ? user.klassen_code : null;
  const pruefungen = useGetDashboardPruefungenQuery(klassenCode ?? skipToken, backgroundRefresh);
  const stapelablage = useGetDashboardStapelablageQuery(
    user.ist_schueler ? skipToken : user.id,
    backgroundRefresh,
  );
  const briefkasten = useGetDashboardBriefkastenQuery(user.id, backgroundRefresh);
  const eigene = useGetDashboardEigeneStapelQuery(user.id, backgroundRefresh);
  const failed = [pruefungen, stapelablage, briefkasten, eigene].find((query) => query.error);
  if (failed?.error) {
    return <ErrorNotice message={apiErrorMessage(failed.error)} onRetry={() => void failed.refetch()} />;
  }
  const neue = newAssignmentCount(briefkasten.data ?? [], eigene.data ?? []);
  const eigenerTeil = user.ist_schueler
    ? upcomingExamCount(pruefungen.data ?? [])
    : handInsToReviewCount(stapelablage.data ?? []);
  const count = eigenerTeil + neue;
  const label = user.ist_schueler
    ? t('portal.dashboard.badgePruefungenUndAufgaben', { pruefungen: eigenerTeil, aufgaben: neue })
    : neue > 0
      ? t('portal.dashboard.badgeKorrigierenUndAufgaben', { anzahl: eigenerTeil, aufgaben: neue })
      : t('portal.dashboard.badgeZuKorrigieren', { anzahl: count });
  return (
    <DashboardTile
      testId="tile-aufgaben"
      title={t('dashboard.aufgaben')}
      text={t('portal.dashboard.aufgabenText')}
      badge={{ count, label }}
      action={{ onOpen: () => onOpen('aufgaben') }}
    />
  );
}

/** 01 §2 SuS / Gruppen: teachers with a class only, hidden while the class has no pupils and no groups. */
export function SusGruppenTile({ user, onOpen }: TileProps) {
  const klassenCode = !user.ist_schueler && !user.ist_main_admin ? user.klassen_code : null;
  const klasse = useGetDashboardKlasseQuery(klassenCode ?? skipToken, ON_OPEN);
  const gruppen = useGetDashboardGruppenQuery(klassenCode ?? skipToken, ON_OPEN);
  const error = klasse.error ?? gruppen.error;
  if (error) {
    return (
      <ErrorNotice
        message={apiErrorMessage(error)}
        onRetry={() => void (klasse.error ? klasse.refetch() : gruppen.refetch())}
      />
    );
  }
  if (!klasse.data || !gruppen.data) return null;
  if (klasse.data.length === 0 && gruppen.data.length === 0) return null;
  const schueler = klasse.data.length;
  return (
    <DashboardTile
      testId="tile-sus-gruppen"
      title={t('dashboard.susGruppen')}
      text={t('portal.dashboard.susGruppenText', { schueler, gruppen: gruppen.data.length })}
      badge={{ count: schueler, label: t('portal.dashboard.badgeSchueler', { anzahl: schueler }) }}
      action={{ onOpen: () => onOpen('fachgruppen') }}
    />
  );
}

/**
 * 01 §2 Meine Flashcards: badge = mailbox entries plus the cards to correct in all own stacks; in
 * 'Intelligente Wiederholung' also 'n Karten fällig' (issue 11).
 */
export function FlashcardsTile({ user, onOpen }: TileProps) {
  const backgroundRefresh = useBackgroundRefresh();
  const briefkasten = useGetDashboardBriefkastenQuery(user.id, backgroundRefresh);
  const stapel = useGetDashboardEigeneStapelQuery(user.id, backgroundRefresh);
  const faellig = useGetDashboardFaelligQuery(undefined, {
    ...backgroundRefresh,
    refetchOnMountOrArgChange: true,
  });
  const error = briefkasten.error ?? stapel.error;
  if (error) {
    return (
      <ErrorNotice
        message={apiErrorMessage(error)}
        onRetry={() => void (briefkasten.error ? briefkasten.refetch() : stapel.refetch())}
      />
    );
  }
  const count = (briefkasten.data?.length ?? 0) + cardsToCorrectCount(stapel.data ?? []);
  const faelligAnzahl = faellig.data ? dueCardCount(faellig.data) : null;
  return (
    <DashboardTile
      testId="tile-flashcards"
      title={t('dashboard.flashcards')}
      text={t('portal.dashboard.flashcardsText')}
      badge={{ count, label: t('portal.dashboard.badgeFlashcards', { anzahl: count }) }}
      hinweis={faelligAnzahl ? faelligText(faelligAnzahl) : null}
      action={{ onOpen: () => onOpen('flashcards') }}
    />
  );
}

/** 01 §2 Quiz-Wettbewerbe: only when the user takes part in a race. */
export function WettbewerbeTile({ user, onOpen }: TileProps) {
  const backgroundRefresh = useBackgroundRefresh();
  const wettbewerbe = useGetDashboardWettbewerbeQuery(user.id, backgroundRefresh);
  if (wettbewerbe.error) {
    return (
      <ErrorNotice message={apiErrorMessage(wettbewerbe.error)} onRetry={() => void wettbewerbe.refetch()} />
    );
  }
  const count = wettbewerbe.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <DashboardTile
      testId="tile-wettbewerbe"
      title={t('dashboard.wettbewerbe')}
      text={t('portal.dashboard.wettbewerbeText')}
      badge={{ count, label: t('portal.dashboard.badgeWettbewerbe', { anzahl: count }) }}
      action={{ onOpen: () => onOpen('wettbewerbe') }}
    />
  );
}
