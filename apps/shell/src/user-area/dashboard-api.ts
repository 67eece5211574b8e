import type {
  Benutzereinstellung,
  FaelligeKarten,
  GeteilterStapelItem,
  PruefungListItem,
  StapelablageItem,
  StapelListItem,
} from '@lernstapel/contracts';
import { skipToken } from '@lernstapel/api-client';
import * as benutzer from '@lernstapel/api-client/endpoints/benutzer';
import * as benutzereinstellungen from '@lernstapel/api-client/endpoints/benutzereinstellungen';
import * as pruefungen from '@lernstapel/api-client/endpoints/pruefungen';
import * as schuelergruppen from '@lernstapel/api-client/endpoints/schuelergruppen';
import * as stapelablage from '@lernstapel/api-client/endpoints/stapelablage';
import * as unterrichtsmodule from '@lernstapel/api-client/endpoints/unterrichtsmodule';
import * as unterrichtsmodulteile from '@lernstapel/api-client/endpoints/unterrichtsmodulteile';
import * as wettbewerbe from '@lernstapel/api-client/endpoints/wettbewerbe';

/**
 * Tiles outside the 01 §4 list (class, groups, last stack) are read when the dashboard opens, not
 * polled: the class list carries every pupil's login code and is needed here only for a count.
 */
export const ON_OPEN = { refetchOnMountOrArgChange: true } as const;

type Options = { refetchOnMountOrArgChange?: boolean; pollingInterval?: number; skip?: boolean };
type Arg<T> = T | typeof skipToken;

/**
 * The dashboard's reads (01 §7 paths), generated from the API's OpenAPI document: the same endpoints
 * the remotes use, so one cache entry serves both. The portal tags on them (api-client endpoints/)
 * make the remotes' changes refresh the tiles. Where the API wraps a list, the hook hands out the list.
 */

export const useGetDashboardEinstellungenQuery = benutzereinstellungen.useBenutzereinstellungenMineQuery;
export const useGetDashboardPruefungenQuery = pruefungen.usePruefungenForClassQuery;
export const useGetDashboardWettbewerbeQuery = wettbewerbe.useWettbewerbeForUserQuery;
export const useGetDashboardFaelligQuery = unterrichtsmodulteile.useQuizFaelligQuery;
export const useGetDashboardKlasseQuery = benutzer.useBenutzerPupilsOfClassQuery;
export const useGetDashboardGruppenQuery = schuelergruppen.useSchuelergruppenOfClassQuery;

export const useGetDashboardStapelQuery = (id: Arg<number>, options?: Options) =>
  unterrichtsmodule.useUnterrichtsmoduleByIdQuery(id === skipToken ? skipToken : { id }, options);

export const useGetDashboardEigeneStapelQuery = (userId: Arg<number>, options?: Options) =>
  unterrichtsmodule.useUnterrichtsmoduleOwnStacksQuery(userId, {
    ...options,
    selectFromResult: (result) => ({ ...result, data: result.data?.unterrichtsmodule }),
  });

export const useGetDashboardBriefkastenQuery = (userId: Arg<number>, options?: Options) =>
  unterrichtsmodule.useUnterrichtsmoduleSharedWithUserQuery(userId, {
    ...options,
    selectFromResult: (result) => ({ ...result, data: result.data?.allegeteilteFuerBenutzer }),
  });

export const useGetDashboardStapelablageQuery = (userId: Arg<number>, options?: Options) =>
  stapelablage.useStapelablageListQuery(userId, {
    ...options,
    selectFromResult: (result) => ({ ...result, data: result.data?.stapelablage }),
  });

/** 01 §3 setting lastUModuleID: the last used stack, null when none is stored. */
export function lastStackId(einstellungen: readonly Benutzereinstellung[]): number | null {
  const id = einstellungen.find((einstellung) => einstellung.tag === 'lastUModuleID')?.intvalue ?? null;
  return id !== null && id > 0 ? id : null;
}

/** 01 §2 Aufgaben badge for pupils: released exams that are not past their date. */
export function upcomingExamCount(pruefungen: readonly PruefungListItem[]): number {
  return pruefungen.filter((pruefung) => pruefung.freigegeben && !pruefung.abgelaufen).length;
}

/**
 * Issue 23 Aufgaben badge: assignments in the mailbox not yet taken into the own stacks ('Quiz
 * starten' or 'In eigene Stapel kopieren' makes the copy that the quiz and the teacher's monitoring use).
 */
export function newAssignmentCount(
  briefkasten: readonly GeteilterStapelItem[],
  eigene: readonly StapelListItem[],
): number {
  const kopiert = new Set(eigene.map((stapel) => stapel.ist_kopie_von_umodul_id));
  return briefkasten.filter((eintrag) => eintrag.ist_aufgabe && !kopiert.has(eintrag.unterrichtsmodule_id))
    .length;
}

/** 01 §2 Meine Flashcards badge, second part: the cards marked for correction in all own stacks. */
export function cardsToCorrectCount(stapel: readonly StapelListItem[]): number {
  return stapel.reduce((summe, item) => summe + item.anzahl_zukorrigierende_modulteile, 0);
}

/** 01 §2 Aufgaben badge for teachers: hand-ins waiting for the user's review (01 §4 'Überprüfen'). */
export function handInsToReviewCount(stapelablage: readonly StapelablageItem[]): number {
  return stapelablage.filter((item) => item.aktion === 'ueberpruefen').length;
}

/** Issue 11 'n Karten fällig': the due cards of all own stacks; null in 'Drei Fächer' (not computed). */
export function dueCardCount(faellig: FaelligeKarten): number | null {
  if (faellig.lernmodus !== 'intelligent') return null;
  return faellig.stapel.reduce((summe, eintrag) => summe + eintrag.anzahl, 0);
}
