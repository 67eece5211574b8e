import type { PruefungsFrage, PruefungsteilLehrperson } from '@lernstapel/contracts';
import { skipToken } from '@lernstapel/api-client';
import * as pruefungen from '@lernstapel/api-client/endpoints/pruefungen';
import * as unterrichtsmodule from '@lernstapel/api-client/endpoints/unterrichtsmodule';
import * as unterrichtsmodulteile from '@lernstapel/api-client/endpoints/unterrichtsmodulteile';

/** 02 §9: the overview (GET schuelerinpruefungen) is polled every 30 s while the push channel is down (issue 13). */
export const UEBERBLICK_POLLING_MS = 30_000;

/**
 * Exams: the class list (01 §7), the exam screen and its calls (02 §7, issue 12), generated from the
 * API's OpenAPI document (`@lernstapel/api-client/endpoints/pruefungen`, bundled with this remote; its
 * cache tags are there too). The names the screens use stay.
 */
export const {
  usePruefungenForClassQuery: useGetPruefungenQuery,
  usePruefungenByIdQuery: useGetPruefungQuery,
  usePruefungenCreateMutation: useCreatePruefungMutation,
  usePruefungenDeleteMutation: useDeletePruefungMutation,
  usePruefungenSpeichernMutation: useSavePruefungMutation,
  usePruefungenFreigebenMutation: useFreigebenMutation,
  usePruefungenPruefungsteileSpeichernMutation: useSaveTeileMutation,
  usePruefungenStartenMutation: useStartenMutation,
  usePruefungenSchuelerInPruefungenQuery: useGetSchuelerInPruefungenQuery,
  usePruefungenSchuelerAntwortenQuery: useGetSchuelerAntwortenQuery,
  usePruefungenAntwortSpeichernMutation: useSaveAntwortMutation,
  usePruefungenAbgebenMutation: useAbgebenMutation,
  usePruefungenKorrigierenMutation: useKorrigierenMutation,
} = pruefungen;

/**
 * GET pruefungsteile answers by role (02 §7): a teacher gets the parts with their solutions, a pupil the
 * questions without. The document types the union; each screen is one role's and names its half.
 */
export const useGetTeileQuery = (id: number) =>
  pruefungen.usePruefungenPruefungsteileQuery(id, {
    selectFromResult: (result) => ({ ...result, data: result.data as PruefungsteilLehrperson[] | undefined }),
  });

export const useGetFragenQuery = (id: number) =>
  pruefungen.usePruefungenPruefungsteileQuery(id, {
    selectFromResult: (result) => ({ ...result, data: result.data as PruefungsFrage[] | undefined }),
  });

/** The teacher's own stacks to pick the exam's cards from (the API wraps the list). */
export const useGetEigeneStapelQuery = (userId: number) =>
  unterrichtsmodule.useUnterrichtsmoduleOwnStacksQuery(userId, {
    selectFromResult: (result) => ({ ...result, data: result.data?.unterrichtsmodule }),
  });

export const useGetStapelKartenQuery = (stapelId: number | typeof skipToken) =>
  unterrichtsmodulteile.useUnterrichtsmodulteileForStackQuery(
    stapelId === skipToken ? skipToken : { unterrichtsmodulid: stapelId },
  );
