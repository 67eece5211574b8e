import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { SchulAnmeldedienst, TestClient } from './schul-anmeldedienst';

/** What is wrong with the ID tokens the provider issues to a client (none: a correct client). */
export type TokenFehler = 'abgelaufen' | 'fremde-zielgruppe' | 'fremder-aussteller';

export interface FehlerClient extends TestClient {
  fehler?: TokenFehler;
}

/**
 * Issue 28: the real oidc-provider in a child process (its own clock) issuing, per client, an expired
 * ID token, one addressed to another client, or one naming another issuer — properly signed.
 */
export async function startFehlerhaftenAnmeldedienst(clients: FehlerClient[]): Promise<SchulAnmeldedienst> {
  const child = fork(join(__dirname, 'schul-anmeldedienst-fehlerhaft.mjs'), [JSON.stringify({ clients })], {
    execArgv: [],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { issuer: string }).issuer));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the provider process ended (${String(code)})`)));
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill();
      }),
  };
}
