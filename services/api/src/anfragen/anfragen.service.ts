import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ApiException } from '../common/api-exception';
import { isReferenceGone, isUniqueViolation } from '../common/database-errors';
import { einfuegenMitId } from '../database/raw-rows';
import { mitWiederholung } from '../database/transaktion';
import { Anfrage } from './entities/anfrage.entity';

const ANFRAGE_EINDEUTIG = { mysql: 'UQ_anfrage_benutzer_id_schluessel', sqlite: 'anfrage.schluessel' };

/** How long a repeat waits for the first request with its id to finish, and how often it looks. */
const WARTEN_MS = 15_000;
const NACHSEHEN_MS = 25;

/** The first request with an id runs; a repeat gets the first one's answer (JSON, undefined without body). */
export type Beginn = { erste: true; id: number } | { erste: false; antwort: unknown };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The request ids of state-changing requests (issue 22 §3), one mechanism for every route, as the quiz
 * answers' anfrage_id: the unique key (benutzer_id, schluessel) lets exactly one request with an id
 * in, whatever runs at the same moment; the others wait for its answer and receive the same.
 */
@Injectable()
export class AnfragenService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async beginnen(benutzerId: number, schluessel: string, route: string): Promise<Beginn> {
    const bis = Date.now() + WARTEN_MS;
    for (;;) {
      try {
        // Without reading the row back (einfuegenMitId): one round trip less for every write with a
        // request id (bench:schoolday, 300 pupils: 4,619 of them).
        const id = await mitWiederholung(() =>
          einfuegenMitId(this.dataSource.manager, Anfrage, {
            benutzer_id: benutzerId,
            schluessel,
            route,
            fertig: false,
            antwort: null,
          }),
        );
        return { erste: true, id };
      } catch (error) {
        // The first request with this id deleted the account: the repeat is no longer signed in.
        if (isReferenceGone(error)) throw new ApiException(HttpStatus.UNAUTHORIZED, 'fehler.nichtAngemeldet');
        if (!isUniqueViolation(error, ANFRAGE_EINDEUTIG)) throw error;
      }
      const erste = await this.dataSource
        .getRepository(Anfrage)
        .findOneBy({ benutzer_id: benutzerId, schluessel });
      // The first one failed in between and gave its id back: this one runs instead.
      if (!erste) continue;
      if (erste.route !== route) {
        throw new ApiException(HttpStatus.UNPROCESSABLE_ENTITY, 'server.anfrage.anfrageIdAndereAdresse');
      }
      if (erste.fertig) {
        return { erste: false, antwort: erste.antwort === null ? undefined : JSON.parse(erste.antwort) };
      }
      if (Date.now() > bis) throw new ApiException(HttpStatus.CONFLICT, 'server.anfrage.anfrageLaeuftNoch');
      await pause(NACHSEHEN_MS);
    }
  }

  /** The first request succeeded: its answer for the repeats. */
  async abschliessen(id: number, antwort: unknown): Promise<void> {
    await mitWiederholung(() =>
      this.dataSource
        .getRepository(Anfrage)
        .update({ id }, { fertig: true, antwort: antwort === undefined ? null : JSON.stringify(antwort) }),
    );
  }

  /** The first request failed (or its answer is no JSON): a repeat runs as a new request. */
  async verwerfen(id: number): Promise<void> {
    await mitWiederholung(() => this.dataSource.getRepository(Anfrage).delete({ id }));
  }
}
