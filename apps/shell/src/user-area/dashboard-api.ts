import type {
  Benutzereinstellung,
  FaelligeKarten,
  GeteilteStapelResponse,
  GeteilterStapelItem,
  KlassenListe,
  PruefungListItem,
  SchuelerGruppe,
  StapelablageItem,
  StapelablageResponse,
  StapelDetail,
  StapelListItem,
  StapelListResponse,
  WettbewerbListItem,
} from '@lernstapel/contracts';
import { baseApi } from '@lernstapel/api-client';

/**
 * Tiles outside the 01 §4 list (class, groups, last stack) are read when the dashboard opens, not
 * polled: the class list carries every pupil's login code and is needed here only for a count.
 */
export const ON_OPEN = { refetchOnMountOrArgChange: true } as const;

/**
 * The dashboard's reads (01 §7 paths). The remotes define their own endpoints for the same paths,
 * but the shell never imports a remote, so these are injected here under names of their own; the
 * tags make the remotes' changes refresh the tiles as well.
 */
export const dashboardApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getDashboardEinstellungen: build.query<Benutzereinstellung[], void>({
      query: () => 'benutzereinstellungen',
    }),
    getDashboardStapel: build.query<StapelDetail, number>({
      query: (id) => `unterrichtsmodule/byid/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Unterrichtsmodul', id }],
    }),
    getDashboardPruefungen: build.query<PruefungListItem[], string>({
      query: (klassenCode) => `pruefungen/${encodeURIComponent(klassenCode)}`,
      providesTags: ['Pruefung'],
    }),
    getDashboardWettbewerbe: build.query<WettbewerbListItem[], number>({
      query: (userId) => `wettbewerbe/benutzer/${userId}`,
      providesTags: ['Wettbewerb'],
    }),
    getDashboardEigeneStapel: build.query<StapelListItem[], number>({
      query: (userId) => `unterrichtsmodule/${userId}`,
      transformResponse: (response: StapelListResponse) => response.unterrichtsmodule,
      providesTags: ['Unterrichtsmodul'],
    }),
    getDashboardFaellig: build.query<FaelligeKarten, void>({
      query: () => 'unterrichtsmodulteile/quiz/faellig',
      providesTags: ['Unterrichtsmodul'],
    }),
    getDashboardBriefkasten: build.query<GeteilterStapelItem[], number>({
      query: (userId) => `unterrichtsmodule/allegeteiltemodulefuerbenutzer/${userId}`,
      transformResponse: (response: GeteilteStapelResponse) => response.allegeteilteFuerBenutzer,
      providesTags: ['Briefkasten'],
    }),
    getDashboardStapelablage: build.query<StapelablageItem[], number>({
      query: (userId) => `stapelablage/${userId}`,
      transformResponse: (response: StapelablageResponse) => response.stapelablage,
      providesTags: ['Stapelablage'],
    }),
    getDashboardKlasse: build.query<KlassenListe, string>({
      query: (klassenCode) => `benutzer/klasse/${encodeURIComponent(klassenCode)}`,
    }),
    getDashboardGruppen: build.query<SchuelerGruppe[], string>({
      query: (klassenCode) => `schuelergruppen/${encodeURIComponent(klassenCode)}`,
    }),
  }),
});

export const {
  useGetDashboardEinstellungenQuery,
  useGetDashboardStapelQuery,
  useGetDashboardPruefungenQuery,
  useGetDashboardWettbewerbeQuery,
  useGetDashboardKlasseQuery,
  useGetDashboardGruppenQuery,
  useGetDashboardEigeneStapelQuery,
  useGetDashboardFaelligQuery,
  useGetDashboardBriefkastenQuery,
  useGetDashboardStapelablageQuery,
} = dashboardApi;

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
