import type {
  Benutzereinstellung,
  FaelligeKarten,
  GeteilterStapelItem,
  KlassenSchueler,
  PruefungListItem,
  SchuelerGruppe,
  SessionUser,
  StapelablageItem,
  StapelDetail,
  StapelListItem,
  WettbewerbListItem,
} from '@lernstapel/contracts';
import type { ApiAnswer, FakeApi } from '../../testing/render-app';

/** What the fake API holds for the user area; every list is empty unless given. */
export interface UserAreaData {
  einstellungen?: Benutzereinstellung[];
  stapel?: StapelDetail[];
  pruefungen?: PruefungListItem[];
  wettbewerbe?: WettbewerbListItem[];
  klasse?: KlassenSchueler[];
  gruppen?: SchuelerGruppe[];
  /** the user's own stacks (GET /unterrichtsmodule/{userId}) */
  eigeneStapel?: StapelListItem[];
  briefkasten?: GeteilterStapelItem[];
  stapelablage?: StapelablageItem[];
  /** GET /unterrichtsmodulteile/quiz/faellig; 'Drei Fächer' (nothing computed) unless given */
  faellig?: FaelligeKarten;
  /** POST /schulkonto/abmelden: the school provider's logout address (issue 28); none unless given */
  anbieterAbmeldung?: string;
}

const NOT_FOUND: ApiAnswer = {
  status: 404,
  body: { statusCode: 404, error: 'x', message: 'nicht gefunden' },
};
const ok = (body: unknown): ApiAnswer => ({ status: 200, body });

/** The API as the user area sees it for `user`: session, dashboard lists, logout and activity reports. */
export function userAreaApi(user: SessionUser, data: UserAreaData = {}): FakeApi {
  return (method, path) => {
    if (path === '/hello') return ok({ ok: true });
    if (path === '/session') return method === 'DELETE' ? { status: 204 } : ok({ userID: user.id, user });
    if (method === 'POST' && path === '/schulkonto/abmelden')
      return ok({ adresse: data.anbieterAbmeldung ?? null });
    if (method === 'POST' && path === '/benutzer/benutzerablenkungen') return { status: 201, body: {} };
    if (path === '/benutzereinstellungen') return ok(data.einstellungen ?? []);
    const stapelId = /^\/unterrichtsmodule\/byid\/(\d+)$/.exec(path)?.[1];
    if (stapelId) {
      const stapel = data.stapel?.find((candidate) => candidate.id === Number(stapelId));
      return stapel ? ok(stapel) : NOT_FOUND;
    }
    if (path === `/unterrichtsmodule/${user.id}`) return ok({ unterrichtsmodule: data.eigeneStapel ?? [] });
    if (path === `/unterrichtsmodule/allegeteiltemodulefuerbenutzer/${user.id}`) {
      return ok({ allegeteilteFuerBenutzer: data.briefkasten ?? [] });
    }
    if (path === '/unterrichtsmodulteile/quiz/faellig') {
      return ok(data.faellig ?? { lernmodus: 'faecher', stapel: [] });
    }
    if (path === `/stapelablage/${user.id}`) return ok({ stapelablage: data.stapelablage ?? [] });
    if (path === `/pruefungen/${user.klassen_code ?? ''}`) return ok(data.pruefungen ?? []);
    if (path === `/wettbewerbe/benutzer/${user.id}`) return ok(data.wettbewerbe ?? []);
    if (path === `/benutzer/klasse/${user.klassen_code ?? ''}`) return ok(data.klasse ?? []);
    if (path === `/schuelergruppen/${user.klassen_code ?? ''}`) return ok(data.gruppen ?? []);
    return NOT_FOUND;
  };
}

/** How often window.fetch (a fakeFetch mock) was called for `path` (without /api). */
export function requestCount(fetchMock: jest.Mock, path: string): number {
  return fetchMock.mock.calls.filter(
    ([request]: [Request]) => new URL(request.url).pathname === `/api${path}`,
  ).length;
}
