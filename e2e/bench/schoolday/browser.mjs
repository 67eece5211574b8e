// One simulated browser: its own cookies (session, device cookie), one request id per write as the
// portal's api-client sends it, every request timed into the step log with the answering instance.
import { randomUUID } from 'node:crypto';

const INSTANCE_HEADER = 'x-instance';

export class Browser {
  constructor(base, log) {
    this.base = base;
    this.log = log;
    this.cookies = new Map();
  }

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  keepCookies(response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const cut = pair.indexOf('=');
      const name = pair.slice(0, cut).trim();
      const gone =
        attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || pair.slice(cut + 1) === '';
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(cut + 1));
    }
  }

  /**
   * `method path` with a JSON `body`, timed as `step`. Writes carry a fresh Idempotency-Key (or
   * `requestId`). Statuses in `expected` are counted apart (a typo's 401 is no error). Network
   * failures count as status 0. Answers { status, body, instance, sentAt, answeredAt }.
   */
  async call(step, method, path, body, { expected = [], requestId } = {}) {
    const headers = { origin: this.base, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size) headers.cookie = this.cookieHeader;
    if (method !== 'GET') headers['idempotency-key'] = requestId ?? randomUUID();
    const sentAt = performance.now();
    let status = 0;
    let data = null;
    let instance = null;
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      status = response.status;
      instance = response.headers.get(INSTANCE_HEADER);
      this.keepCookies(response);
      const text = await response.text();
      data = text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    } catch (error) {
      data = String(error);
    }
    const answeredAt = performance.now();
    this.log.record(step, status, answeredAt - sentAt, expected.includes(status));
    return { status, body: data, instance, sentAt, answeredAt };
  }
}
