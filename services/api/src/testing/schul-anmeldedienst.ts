import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type ClientMetadata } from 'oidc-provider';

export interface TestClient extends ClientMetadata {
  client_id: string;
  client_secret: string;
  redirect_uris: string[];
}

/** The standard name claims of a subject (in the ID token with the 'profile' scope). */
export interface Namen {
  name?: string;
  given_name?: string;
  family_name?: string;
}

/** A school's identity provider for the tests: a real oidc-provider on a loopback port. */
export interface SchulAnmeldedienst {
  issuer: string;
  close(): Promise<void>;
}

/**
 * Starts oidc-provider (a certified OpenID Provider) with its own login and consent forms
 * (devInteractions: any login name signs in as that subject). `rollen` gives subjects a 'rolle'
 * claim in the ID token, `namen` their name claims.
 */
export async function startSchulAnmeldedienst(
  clients: TestClient[],
  rollen: Record<string, string> = {},
  { abmeldung = true, namen = {} }: { abmeldung?: boolean; namen?: Record<string, Namen> } = {},
): Promise<SchulAnmeldedienst> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients,
    claims: { openid: ['sub', 'rolle'], profile: ['name', 'given_name', 'family_name'] },
    conformIdTokenClaims: false,
    cookies: { keys: ['schul-anmeldedienst-test'] },
    // RP-initiated logout (end_session_endpoint in discovery) is on by default; off for a provider without.
    features: { rpInitiatedLogout: { enabled: abmeldung } },
    findAccount: (_ctx, sub) => ({
      accountId: sub,
      claims: () => ({ sub, ...(rollen[sub] ? { rolle: rollen[sub] } : {}), ...namen[sub] }),
    }),
  });
  const handle = provider.callback();
  server.on('request', (req, res) => {
    void handle(req, res);
  });
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The provider's cookies of one browser (its session at the provider), shared between calls. */
export type ProviderJar = Map<string, string>;

/**
 * What a browser does at the provider: its login form (when it has no session there yet, then the
 * login name is pushed to `prompts`), then its consent form; answers the redirect back.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  edit: (url: URL) => void = () => undefined,
  jar: ProviderJar = new Map(),
  prompts: string[] = [],
): Promise<URL> {
  const start = new URL(authorizationUrl);
  edit(start);
  let next: Schritt = { url: start, method: 'GET' };
  for (let step = 0; step < 20; step += 1) {
    const response = await request(next, jar);
    const location = response.headers.get('location');
    if (location) {
      const target = new URL(location, next.url);
      if (target.origin !== start.origin) return target;
      next = { url: target, method: 'GET' };
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
    if (!action || !prompt)
      throw new Error(`unexpected provider page (${response.status}): ${html.slice(0, 300)}`);
    const body = new URLSearchParams({ prompt });
    prompts.push(prompt);
    if (prompt === 'login') {
      body.set('login', login);
      body.set('password', 'egal');
    }
    next = { url: new URL(action.replace(/&amp;/g, '&'), next.url), method: 'POST', body };
  }
  throw new Error('the provider never sent the browser back');
}

interface Schritt {
  url: URL;
  method: 'GET' | 'POST';
  body?: URLSearchParams;
}

async function request(next: Schritt, jar: ProviderJar): Promise<Response> {
  const response = await fetch(next.url, {
    method: next.method,
    redirect: 'manual',
    headers: {
      cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; '),
      ...(next.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: next.body,
  });
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const at = pair.indexOf('=');
    const value = pair.slice(at + 1);
    if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(pair.slice(0, at));
    else jar.set(pair.slice(0, at), value);
  }
  return response;
}

/**
 * What a browser does with the provider's logout address: the provider's 'sign out?' form, answered
 * 'yes'; answers where the provider sends the browser afterwards (the post-logout redirect URI).
 */
export async function signOutAtProvider(logoutUrl: string, jar: ProviderJar): Promise<URL> {
  const start = new URL(logoutUrl);
  const page = await request({ url: start, method: 'GET' }, jar);
  const html = await page.text();
  const form = /<form id="op.logoutForm"[^>]*action="([^"]+)"[^>]*>(.*?)<\/form>/s.exec(html);
  if (!form) throw new Error(`no logout form at the provider (${page.status}): ${html.slice(0, 300)}`);
  const body = new URLSearchParams({ logout: 'yes' });
  const [, action = '', felder = ''] = form;
  for (const [, name = '', value = ''] of felder.matchAll(/name="([^"]+)" value="([^"]*)"/g))
    body.set(name, value);
  const done = await request({ url: new URL(action, start), method: 'POST', body }, jar);
  const location = done.headers.get('location');
  if (!location) throw new Error(`the provider did not send the browser on (${done.status})`);
  return new URL(location, start);
}
