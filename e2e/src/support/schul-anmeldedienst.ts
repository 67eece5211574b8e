import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page } from '@playwright/test';
import Provider from 'oidc-provider';

/** A school's identity provider for the stories (issue 28): a real oidc-provider on a loopback port. */
export interface SchulAnmeldedienst {
  issuer: string;
  close(): Promise<void>;
}

/**
 * oidc-provider (a certified OpenID Provider) with its own login and consent forms (devInteractions:
 * any login name signs in as that subject), one confidential client for the portal. The same set-up
 * as the API suite's (services/api/src/testing/schul-anmeldedienst.ts), here for the browser.
 */
export async function startSchulAnmeldedienst(client: {
  client_id: string;
  client_secret: string;
  redirect_uri: string;
  post_logout_redirect_uri: string;
}): Promise<SchulAnmeldedienst> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.client_id,
        client_secret: client.client_secret,
        redirect_uris: [client.redirect_uri],
        post_logout_redirect_uris: [client.post_logout_redirect_uri],
      },
    ],
    cookies: { keys: ['schul-anmeldedienst-e2e'] },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
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

/**
 * The provider's logout (issue 28): its 'sign out?' page, answered yes; the browser is back on /login.
 */
export async function beimAnmeldedienstAbmelden(page: Page, dienst: SchulAnmeldedienst): Promise<void> {
  await page.waitForURL((url) => url.origin === dienst.issuer);
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/**
 * What a user does at the provider: its login form (when it has no session yet) and its consent form,
 * until the browser is back at the portal.
 */
export async function beimAnmeldedienst(
  page: Page,
  dienst: SchulAnmeldedienst,
  login: string,
  { loginFormular }: { loginFormular?: boolean } = {},
): Promise<void> {
  await page.waitForURL((url) => url.origin === dienst.issuer || !url.pathname.startsWith('/api/'));
  for (let schritt = 0; schritt < 4 && new URL(page.url()).origin === dienst.issuer; schritt += 1) {
    const vorher = page.url();
    const loginFeld = page.locator('input[name="login"]');
    // The provider's login form is asked for when the story knows the provider has no session.
    if (schritt === 0 && loginFormular) await expect(loginFeld).toBeVisible();
    if (await loginFeld.isVisible()) {
      await loginFeld.fill(login);
      await page.locator('input[name="password"]').fill('egal');
    }
    await page.locator('button[type="submit"]').first().click();
    await page.waitForURL((url) => url.toString() !== vorher);
  }
  expect(new URL(page.url()).origin).not.toBe(dienst.issuer);
}
