// Issue 28: a school's identity provider that issues faulty ID tokens, for the refusal tests. It is the
// real oidc-provider in a process of its own, so that its clock can be turned back without touching
// the API's. Started by schul-anmeldedienst-fehlerhaft.ts; tells the parent its issuer over IPC.
import { createServer } from 'node:http';
import Provider from 'oidc-provider';

/** @type {{ clients: { client_id: string; client_secret: string; redirect_uris: string[]; fehler?: string }[] }} */
const { clients } = JSON.parse(process.argv[2]);
const FEHLER = new Map(clients.map((client) => [client.client_id, client.fehler]));
/** The client whose ID tokens, issued for another client, carry the wrong audience. */
const ANDERER_CLIENT = 'ein-anderer-dienst';

const server = createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;
const provider = new Provider(issuer, {
  clients: [
    ...clients.map(({ client_id, client_secret, redirect_uris }) => ({
      client_id,
      client_secret,
      redirect_uris,
    })),
    {
      client_id: ANDERER_CLIENT,
      client_secret: 'anderes-geheimnis',
      redirect_uris: ['https://anderer.example/'],
    },
  ],
  cookies: { keys: ['schul-anmeldedienst-fehlerhaft'] },
  findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
});

// The faults, each only in the ID tokens for its client: the provider signs them as usual.
const issue = provider.IdToken.prototype.issue;
provider.IdToken.prototype.issue = async function issueMitFehler(options) {
  const fehler = FEHLER.get(this.client?.clientId);
  if (fehler === 'fremde-zielgruppe') this.client = await provider.Client.find(ANDERER_CLIENT);
  const echteUhr = Date.now;
  const echterAussteller = provider.issuer;
  // Issued two hours ago with the usual hour to live: expired an hour ago.
  if (fehler === 'abgelaufen') Date.now = () => echteUhr() - 2 * 60 * 60 * 1000;
  if (fehler === 'fremder-aussteller') provider.issuer = 'https://ein-anderer-anmeldedienst.example';
  try {
    return await issue.call(this, options);
  } finally {
    Date.now = echteUhr;
    provider.issuer = echterAussteller;
  }
};

const handle = provider.callback();
server.on('request', (req, res) => void handle(req, res));
process.on('disconnect', () => process.exit(0));
process.send?.({ issuer });
