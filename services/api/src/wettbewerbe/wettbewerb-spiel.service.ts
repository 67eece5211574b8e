import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import type { WettbewerbAntwortErgebnis, WettbewerbFrage } from '@lernstapel/contracts';
import { checkAnswer } from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { transaktion } from '../database/transaktion';
import { SchuelerImWettbewerb } from './entities/schueler-im-wettbewerb.entity';
import { Wettbewerb } from './entities/wettbewerb.entity';
import { readAnswer } from './wettbewerb-antwort';
import { notFound, refuse } from './wettbewerb-fehler';
import { raceLabelNumbers, raceSeed, toWettbewerbKarte } from './wettbewerb-karte.mapper';
import { WettbewerbKartenService } from './wettbewerb-karten.service';
import { WettbewerbRennenService } from './wettbewerb-rennen.service';

/** One right answer: the player, the position answered, and whether it was the last question. */
interface Zug {
  wettbewerbId: number;
  teilnahmeId: number;
  benutzerId: number;
  position: number;
  letzteFrage: boolean;
}

/**
 * Playing a race (02 §4): the question, the answer and the winner. The server is authoritative: it
 * checks each answer with the rules library, moves the position with a conditional UPDATE (a repeated
 * or stale answer cannot count twice) and decides the winner with `UPDATE … WHERE sieger_benutzer_id
 * IS NULL`, so exactly one player wins however close the last answers are. Every change is pushed to
 * the race's people.
 */
@Injectable()
export class WettbewerbSpielService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly karten: WettbewerbKartenService,
    private readonly rennen: WettbewerbRennenService,
  ) {}

  /** The card the player is on (rejoin after a reload: the stored position decides). */
  async frage(user: AuthUser, id: number): Promise<WettbewerbFrage> {
    const { wettbewerb, eigene } = await this.rennen.laden(user, id);
    if (!eigene) throw notFound();
    return this.frageFuer(wettbewerb, eigene, user.id);
  }

  /** 02 §4: a right answer moves the player on; the first to reach the count wins. */
  async antworten(
    user: AuthUser,
    id: number,
    position: number,
    rohAntwort: unknown,
  ): Promise<WettbewerbAntwortErgebnis> {
    const { wettbewerb, teilnahmen, eigene } = await this.rennen.laden(user, id);
    if (!eigene) throw notFound();
    if (!wettbewerb.ist_gestartet) throw refuse(HttpStatus.CONFLICT, 'wettbewerbe.fehler.nichtGestartet');
    if (wettbewerb.sieger_benutzer_id !== null) {
      throw refuse(HttpStatus.CONFLICT, 'wettbewerbe.fehler.entschieden');
    }
    if (position !== eigene.position) throw refuse(HttpStatus.CONFLICT, 'wettbewerbe.fehler.andereFrage');
    const { karte, anzahlFragen } = await this.karten.karteAn(wettbewerb, position);
    if (!karte) throw refuse(HttpStatus.CONFLICT, 'wettbewerbe.fehler.entschieden');

    const antwort = readAnswer(rohAntwort, raceLabelNumbers(karte, raceSeed(id, user.id, karte.id)));
    if (!antwort || !checkAnswer(karte, antwort)) {
      return {
        richtig: false,
        frage: await this.frageFuer(wettbewerb, eigene, user.id, anzahlFragen),
        stand: await this.rennen.stand(wettbewerb, teilnahmen, anzahlFragen),
      };
    }

    const letzteFrage = position + 1 >= anzahlFragen;
    await transaktion(this.dataSource, (manager) =>
      this.ziehen(manager, {
        wettbewerbId: id,
        teilnahmeId: eigene.id,
        benutzerId: user.id,
        position,
        letzteFrage,
      }),
    );
    const nachher = await this.rennen.laden(user, id);
    const stand = await this.rennen.melden(nachher, {
      liste: nachher.wettbewerb.sieger_benutzer_id !== null,
      anzahlFragen,
    });
    return {
      richtig: true,
      frage: nachher.eigene
        ? await this.frageFuer(nachher.wettbewerb, nachher.eigene, user.id, anzahlFragen)
        : { position: position + 1, anzahl_fragen: anzahlFragen, karte: null },
      stand,
    };
  }

  /**
   * A right answer's three writes, in one transaction: the player moves on, the race counts the
   * answer, and the last question decides the winner. Rows are locked in one order — the player's
   * participation, then the race (as a start does) — so simultaneous answers wait for each other
   * instead of deadlocking. The same answer sent again finds the position moved: 409, nothing counted.
   */
  private async ziehen(manager: EntityManager, zug: Zug): Promise<void> {
    const weiter = await manager
      .createQueryBuilder()
      .update(SchuelerImWettbewerb)
      .set({ position: () => 'position + 1' })
      .where('id = :id AND position = :position', { id: zug.teilnahmeId, position: zug.position })
      .execute();
    if (!weiter.affected) throw refuse(HttpStatus.CONFLICT, 'wettbewerbe.fehler.andereFrage');
    await manager
      .createQueryBuilder()
      .update(Wettbewerb)
      .set({ anzahl_fragen_beantwortet: () => 'anzahl_fragen_beantwortet + 1' })
      .where('id = :id', { id: zug.wettbewerbId })
      .execute();
    if (zug.letzteFrage) {
      // Exactly one winner: only the first of simultaneous finishers finds the column still empty.
      await manager.update(
        Wettbewerb,
        { id: zug.wettbewerbId, sieger_benutzer_id: IsNull(), ist_gestartet: true },
        { sieger_benutzer_id: zug.benutzerId },
      );
    }
  }

  private async frageFuer(
    wettbewerb: Wettbewerb,
    eigene: SchuelerImWettbewerb,
    benutzerId: number,
    bekannteAnzahl?: number,
  ): Promise<WettbewerbFrage> {
    const { karte, anzahlFragen } = await this.karten.karteAn(wettbewerb, eigene.position, bekannteAnzahl);
    const spielt = wettbewerb.ist_gestartet && wettbewerb.sieger_benutzer_id === null && karte !== null;
    return {
      position: eigene.position,
      anzahl_fragen: anzahlFragen,
      karte: spielt ? toWettbewerbKarte(karte, raceSeed(wettbewerb.id, benutzerId, karte.id)) : null,
    };
  }
}
