import { createConnection, type Socket } from 'node:net';
import { createInterface } from 'node:readline';

const ZEITLIMIT_MS = 4000;

export interface DictDefinition {
  datenbank: string;
  text: string;
}

/** Where a dict://host:port URL points (RFC 2229 §5: port 2628 by default). */
export function dictAdresse(url: string): { host: string; port: number } {
  const adresse = new URL(url);
  return { host: adresse.hostname, port: Number(adresse.port || 2628) };
}

/**
 * A short RFC 2229 session: connect, read the banner, send the commands one after the other and
 * collect each answer's text blocks. Lines are CRLF; a text block ends with a lone '.', and a leading
 * '..' stands for '.'. Status lines: 1xx more follows, 2xx done, 5xx done without result.
 */
export class DictSitzung {
  private readonly socket: Socket;
  private readonly zeilen: AsyncIterator<string>;

  private constructor(socket: Socket) {
    this.socket = socket;
    this.zeilen = createInterface({ input: socket, crlfDelay: Infinity })[Symbol.asyncIterator]();
  }

  static async oeffnen(url: string): Promise<DictSitzung> {
    const { host, port } = dictAdresse(url);
    const socket = createConnection({ host, port });
    socket.setEncoding('utf8');
    socket.setTimeout(ZEITLIMIT_MS, () => socket.destroy(new Error(`DICT ${host}:${port}: timeout`)));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const sitzung = new DictSitzung(socket);
    const banner = await sitzung.zeile();
    if (!banner.startsWith('220')) throw new Error(`DICT ${host}:${port}: ${banner}`);
    return sitzung;
  }

  /** SHOW DB: the names of the server's databases. */
  async datenbanken(): Promise<string[]> {
    this.senden('SHOW DB');
    const bloecke = await this.antwort();
    return (bloecke[0] ?? '')
      .split('\n')
      .map((zeile) => zeile.split(' ')[0] ?? '')
      .filter((name) => name.length > 0);
  }

  /** DEFINE db "word": the definitions (none for 552 no match). */
  async definieren(datenbank: string, wort: string): Promise<DictDefinition[]> {
    this.senden(`DEFINE ${datenbank} "${wort.replace(/["\\]/g, '')}"`);
    const bloecke = await this.antwort();
    return bloecke.map((text) => ({ datenbank, text }));
  }

  /** MATCH db strategy "word": headwords near the word ('lev': one letter apart), none for 552. */
  async aehnliche(datenbank: string, wort: string, strategie = 'lev'): Promise<string[]> {
    this.senden(`MATCH ${datenbank} ${strategie} "${wort.replace(/["\\]/g, '')}"`);
    const bloecke = await this.antwort();
    return (bloecke[0] ?? '')
      .split('\n')
      .map((zeile) => /^\S+\s+"(.*)"$/.exec(zeile.trim())?.[1] ?? '')
      .filter((treffer) => treffer.length > 0);
  }

  schliessen(): void {
    if (!this.socket.destroyed) this.socket.end('QUIT\r\n');
  }

  private senden(befehl: string): void {
    this.socket.write(`${befehl}\r\n`);
  }

  private async zeile(): Promise<string> {
    const naechste = await this.zeilen.next();
    if (naechste.done) throw new Error('DICT: connection closed');
    return naechste.value;
  }

  /**
   * Reads status and text lines up to the final status; answers the text blocks. 110 (databases),
   * 151 (one definition) and 152 (matches) precede a text block, 150 announces the definitions; 552
   * means no match.
   */
  private async antwort(): Promise<string[]> {
    const bloecke: string[] = [];
    for (;;) {
      const status = await this.zeile();
      const code = Number(status.slice(0, 3));
      if (code === 110 || code === 151 || code === 152) bloecke.push(await this.textBlock());
      else if (code === 150) continue;
      else if ((code >= 200 && code < 300) || code === 552 || code === 554) return bloecke;
      else throw new Error(`DICT: ${status}`);
    }
  }

  private async textBlock(): Promise<string> {
    const zeilen: string[] = [];
    for (let zeile = await this.zeile(); zeile !== '.'; zeile = await this.zeile()) {
      zeilen.push(zeile.startsWith('..') ? zeile.slice(1) : zeile);
    }
    return zeilen.join('\n');
  }
}
