import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import type { Karte, StapelAnsichtQuery } from '@lernstapel/contracts';
import { darfKarteMarkieren, emptyCard } from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException } from '../common/api-exception';
import { StapelablageParteienService } from '../stapelablage/stapelablage-parteien.service';
import { KEINE_KARTEN } from '../unterrichtsmodule/stapel-auskuenfte';
import { StapelZugriffService } from '../unterrichtsmodule/stapel-zugriff.service';
import { BenutzerNamenService } from '../benutzer/benutzer-namen.service';
import type { KorrekturDto } from './dto/korrektur.dto';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';
import { KartenZaehlenService } from './karten-zaehlen.service';
import { kopieVon, toKarte, toTeilFelder } from './karte.mapper';

/** Values per INSERT: below SQLite's (32,766) and MySQL's (65,535) placeholder limits. */
const WERTE_PRO_INSERT = 30_000;
/** Rows per INSERT: SQLite reads a multi-row VALUES as a compound SELECT, at most 500 terms. */
const ZEILEN_PRO_INSERT = 500;

/** A new card's columns as stored when nothing is set: the database's defaults (02 §3, §9). */
const LEERE_KARTE = toTeilFelder(emptyCard({ unterrichtsmodule_id: 0 }));

/**
 * The columns of `felder` that differ from a new card's defaults: a bulk insert then names only the
 * columns it fills (a CSV card sets about 15 of ~90), the database fills in the rest.
 */
function ohneStandardwerte(felder: Partial<Unterrichtsmodulteil>): Partial<Unterrichtsmodulteil> {
  const standard = LEERE_KARTE as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(felder).filter(
      ([name, wert]) => name === 'unterrichtsmodule_id' || wert !== standard[name],
    ),
  ) as Partial<Unterrichtsmodulteil>;
}

/** The cards of a stack (02 §3); exported: the card count, copying and bulk insert of cards. */
@Injectable()
export class UnterrichtsmodulteileService {
  constructor(
    @InjectRepository(Unterrichtsmodulteil) private readonly teile: Repository<Unterrichtsmodulteil>,
    private readonly benutzer: BenutzerNamenService,
    private readonly access: StapelZugriffService,
    private readonly zaehlen: KartenZaehlenService,
    private readonly stapelablage: StapelablageParteienService,
  ) {}

  /**
   * The cards of a stack the user may read, in creation order (id). Library readers (published
   * stack only, or ?ansicht=globalemodule for a non-owner of a published stack) get no author names
   * or ids: 02 §6 hides the author column for global stacks.
   */
  async forStack(user: AuthUser, stackId: number, query: StapelAnsichtQuery = {}): Promise<Karte[]> {
    const { modul, zugang } = await this.access.assertKartenLesbar(user, stackId);
    const bibliothek =
      zugang === 'veroeffentlicht' ||
      (query.ansicht === 'globalemodule' && modul.ist_veroeffentlicht && zugang !== 'eigentuemer');
    const teile = await this.teile.find({ where: { unterrichtsmodule_id: modul.id }, order: { id: 'ASC' } });
    if (bibliothek) return teile.map((teil) => ({ ...toKarte(teil, ''), autor_id: 0 }));
    const namen = await this.benutzer.anzeigenamen(
      teile.flatMap((teil) => (teil.autor_id === null ? [] : [teil.autor_id])),
    );
    return teile.map((teil) => toKarte(teil, teil.autor_id === null ? '' : (namen.get(teil.autor_id) ?? '')));
  }

  /**
   * 02 §2 'korrigieren' toggle and correction note: the reviewer of a hand-in of the stack on turn,
   * or who may mark the card under the team rule (darfKarteMarkieren). A card of a stack the user
   * may not read is 404. Answers the stack's cards.
   */
  async korrektur(user: AuthUser, dto: KorrekturDto): Promise<Karte[]> {
    const teil = await this.teile.findOne({
      select: { id: true, unterrichtsmodule_id: true, autor_id: true },
      where: { id: dto.id },
    });
    if (!teil) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    const { modul, zugang } = await this.access.assertKartenLesbar(user, teil.unterrichtsmodule_id);
    const eingabe = {
      benutzerId: user.id,
      ist_schueler: user.rolle === 'pupil',
      zugang,
      wird_gemeinsam_bearbeitet: modul.wird_gemeinsam_bearbeitet,
      autor_id: teil.autor_id,
      istPrueferAmZug: await this.stapelablage.istPrueferAmZug(modul.id, user.id),
    };
    if (!darfKarteMarkieren(eingabe)) {
      const teamKarteEinesAnderen = zugang === 'eigentuemer' || zugang === 'team';
      throw new ApiException(
        HttpStatus.FORBIDDEN,
        teamKarteEinesAnderen ? 'karten.nurEigeneKartenImTeam' : 'fehler.keineBerechtigung',
      );
    }
    await this.teile.update(
      { id: teil.id },
      {
        korrekturmarkierung: dto.korrekturmarkierung,
        ...(dto.notizen === undefined ? {} : { notizen: dto.notizen.trim() || null }),
      },
    );
    return this.forStack(user, modul.id);
  }

  /** Inserts new cards (CSV import, copies), in the caller's transaction, in as few INSERTs as the limits allow. */
  async kartenEinfuegen(manager: EntityManager, karten: readonly Karte[]): Promise<void> {
    const zeilen = karten.map((karte) => ohneStandardwerte(toTeilFelder(karte)));
    const spalten = new Set(zeilen.flatMap((zeile) => Object.keys(zeile))).size;
    const proInsert = Math.max(
      1,
      Math.min(ZEILEN_PRO_INSERT, Math.floor(WERTE_PRO_INSERT / Math.max(spalten, 1))),
    );
    for (let start = 0; start < zeilen.length; start += proInsert) {
      // Without updateEntity(false) TypeORM reads every inserted row back for its defaults (one more
      // round trip per INSERT, inside the transaction) into objects nobody looks at.
      await manager
        .createQueryBuilder()
        .insert()
        .into(Unterrichtsmodulteil)
        .values(zeilen.slice(start, start + proInsert))
        .updateEntity(false)
        .execute();
    }
  }

  /**
   * Copies every card of stack `vonId` into stack `nachId` (copying a stack, 01 §2, 02 §7), in the
   * caller's transaction: authored by the copier (a library copy must not carry the owner's id),
   * back in box 1, without correction marks or notes.
   */
  async kartenKopieren(
    manager: EntityManager,
    vonId: number,
    nachId: number,
    autorId: number,
  ): Promise<void> {
    const teile = await manager.find(Unterrichtsmodulteil, {
      where: { unterrichtsmodule_id: vonId },
      order: { id: 'ASC' },
    });
    const kopien = teile.map((teil) => kopieVon(teil, nachId, autorId));
    await this.kartenEinfuegen(manager, kopien);
  }

  /** The number of cards stack `stackId` has now. */
  async anzahlKarten(stackId: number): Promise<number> {
    const anzahlen = await this.zaehlen.kartenAnzahlen([stackId]);
    return (anzahlen.get(stackId) ?? KEINE_KARTEN).anzahl_modulteile;
  }

  /**
   * All cards of a stack in creation order, without author names: a race asks its questions in this
   * order (issue 13). No access check: the race checks its participants.
   */
  async kartenInReihenfolge(stackId: number): Promise<Karte[]> {
    const teile = await this.teile.find({ where: { unterrichtsmodule_id: stackId }, order: { id: 'ASC' } });
    return teile.map((teil) => toKarte(teil, ''));
  }
}
