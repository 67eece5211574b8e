import type { Response } from 'superagent';

/** supertest `.parse()` for binary answers (images, audio, PDF): the body as one Buffer. */
export function binaerAntwort(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  const teile: Buffer[] = [];
  res.on('data', (teil: Buffer) => teile.push(teil));
  res.on('end', () => done(null, Buffer.concat(teile)));
}
