// The push channel (GET /api/push, server-sent events) as a browser's EventSource holds it: each
// event is handed over with its arrival time; `instance` is the X-Instance of the stream's answer.
// A stream the server ends (its lifetime, a restart) is opened again after a second, as EventSource does.
import { request as httpRequest } from 'node:http';

const RECONNECT_MS = 1000;

function connect(url, cookie, onEvent, listener) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        headers: { cookie, accept: 'text/event-stream' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`push channel answered ${response.statusCode}`));
          return;
        }
        listener.instance = response.headers['x-instance'] ?? null;
        listener.request = req;
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          const arrivedAt = performance.now();
          buffer += chunk;
          let cut;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            for (const line of block.split('\n')) {
              if (line.startsWith('data: ')) onEvent(JSON.parse(line.slice(6)), arrivedAt, listener.instance);
            }
          }
        });
        const again = () => {
          if (listener.closed) return;
          listener.reconnects += 1;
          setTimeout(() => connect(url, cookie, onEvent, listener).catch(again), RECONNECT_MS);
        };
        response.once('end', again);
        response.once('error', () => undefined);
        resolve(listener);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** Opens the channel; answers { instance, reconnects, close() }. */
export function openPush(base, cookie, onEvent) {
  const listener = {
    instance: null,
    reconnects: 0,
    closed: false,
    request: null,
    close() {
      listener.closed = true;
      listener.request?.destroy();
    },
  };
  return connect(new URL('/api/push', base), cookie, onEvent, listener);
}
