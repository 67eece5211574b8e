import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { FachAntwort, FachZahlen, QuizKarte, QuizStapel } from '@lernstapel/contracts';
import { boxOf, istFaellig, lernmodusVon, nextBox } from '@lernstapel/rules';
import type { AuthUser } from '../../identitaet/auth-user';
import { ApiException } from '../../common/api-exception';
import { isUniqueViolation } from '../../common/database-errors';
import { aendern, alsEntity, einfuegen, spaltenVon } from '../../database/raw-rows';
import { BenutzereinstellungenService } from '../../benutzereinstellungen/benutzereinstellungen.service';
import { type LesbarerStapel, StapelZugriffService } from '../../unterrichtsmodule/stapel-zugriff.service';
import { Unterrichtsmodul } from '../../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Unterrichtsmodulteil } from '../entities/unterrichtsmodulteil.entity';
import { toKarte } from '../karte.mapper';
import type { FachDto } from './dto/fach.dto';
import { Lernstand as LernstandZeile } from './entities/lernstand.entity';
import { Quizantwort } from './entities/quizantwort.entity';
import { alsLernstand, alsSpalten, naechsterLernstand } from './lernplan';
import { fachZahlen } from './faecher';
import { transaktion } from '../../database/transaktion';

/** A concurrent answer to the same card changed its box between read and write: read again. */
const VERSUCHE = 5;

/** Thrown inside the transaction when another answer changed the card first: roll back, read again. */
class Ueberholt extends Error {}

/** The log's (benutzer_id, anfrage_id) key: the same request id again is a replay. */
const ANFRAGE_EINDEUTIG = {
  mysql: 'UQ_quizantwort_benutzer_id_anfrage_id',
  sqlite: 'quizantwort.anfrage_id',
};
const LERNSTAND_EINDEUTIG = {
  mysql: 'UQ_lernstand_benutzer_id_unterrichtsmodulteil_id',
  sqlite: 'lernstand.unterrichtsmodulteil_id',
};

/** MariaDB's datetime keeps whole seconds: the first answer and a replay say the same. */
function aufSekunden(datum: Date): string {
  return new Date(Math.floor(datum.getTime() / 1000) * 1000).toISOString();
}

/** What one answer left: the card's box and when FSRS asks it again. */
interface Gesetzt {
  fach: number;
  faelligAm: Date;
}

/** A card as one answer needs it: its box, its stack's owner, the user's FSRS state if any. */
type Antwortkarte = Pick<Unterrichtsmodulteil, 'id' | 'unterrichtsmodule_id' | 'stapelfach_nr'> &
  Pick<Unterrichtsmodul, 'eigentuemer_id'> & { lernstand: LernstandZeile | null };

function quizKarte(teil: Unterrichtsmodulteil): QuizKarte {
  const { autor_id: _a, autor: _n, notizen: _z, korrekturmarkierung: _k, ...karte } = toKarte(teil, '');
  return { ...karte, stapelfach_nr: boxOf(karte.stapelfach_nr) };
}

/**
 * The quiz of one stack (02 §2, §4): the cards to learn, the box rule after each card (saved on the
 * server, rule nextBox) and the cards' part of the stack reset. Only the owner's quiz moves boxes: the boxes are the
 * cards' own (02 §3 stapelfach_nr), so anyone else learns in the preview, which saves nothing.
 */
@Injectable()
export class QuizService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: StapelZugriffService,
    private readonly einstellungen: BenutzereinstellungenService,
  ) {}

  /** The answer's read (eigeneKarte), built once from the entities' columns. */
  private karteLesen?: string;

  /** The active cards of a readable stack (404 otherwise), and whether the quiz may save. */
  async quiz(user: AuthUser, stapelId: number): Promise<QuizStapel> {
    const { modul, zugang } = await this.access.assertKartenLesbar(user, stapelId);
    const teile = await this.dataSource.getRepository(Unterrichtsmodulteil).find({
      where: { unterrichtsmodule_id: modul.id, aktiv: true },
      order: { id: 'ASC' },
    });
    const [lernmodus, staende] = await Promise.all([
      this.einstellungen.textWert(user.id, 'lernmodus'),
      teile.length === 0
        ? []
        : this.dataSource.getRepository(LernstandZeile).find({
            select: { unterrichtsmodulteil_id: true, faellig_am: true },
            where: { benutzer_id: user.id, unterrichtsmodulteil_id: In(teile.map((teil) => teil.id)) },
          }),
    ]);
    const faelligAm = new Map(staende.map((stand) => [stand.unterrichtsmodulteil_id, stand.faellig_am]));
    const jetzt = new Date();
    return {
      id: modul.id,
      bezeichnung: modul.bezeichnung,
      eigener: zugang === 'eigentuemer',
      faecher: await fachZahlen(this.dataSource.manager, modul.id),
      karten: teile.map(quizKarte),
      lernmodus: lernmodusVon(lernmodus),
      faellig: teile
        .filter((teil) => istFaellig(faelligAm.get(teil.id) ?? null, jetzt))
        .map((teil) => teil.id),
    };
  }

  /**
   * 02 §4 box rule for one answer of the owner. A request id seen before changes nothing (a replay
   * from the offline queue) and answers the card's current box.
   */
  async fach(user: AuthUser, dto: FachDto): Promise<FachAntwort> {
    for (let versuch = 0; versuch < VERSUCHE; versuch++) {
      const karte = await this.eigeneKarte(user, dto.id);
      const gesetzt = await this.fachSetzen(user, karte, dto);
      if (gesetzt !== null) {
        return {
          id: karte.id,
          stapelfach_nr: boxOf(gesetzt.fach),
          faecher: await fachZahlen(this.dataSource.manager, karte.unterrichtsmodule_id),
          faellig_am: aufSekunden(gesetzt.faelligAm),
        };
      }
    }
    throw new ApiException(HttpStatus.CONFLICT, 'fehler.bereitsVorhanden');
  }

  /**
   * 02 §4 stack reset, the cards' part, in the caller's transaction (the results module checks the
   * owner and deletes the results in the same one): every card back to box 1.
   */
  async neuBeginnen(manager: EntityManager, stapelId: number): Promise<void> {
    await manager.update(Unterrichtsmodulteil, { unterrichtsmodule_id: stapelId }, { stapelfach_nr: 1 });
    // Starting over: the FSRS schedule of the stack's cards starts anew too.
    const teilIds = await manager.find(Unterrichtsmodulteil, {
      select: { id: true },
      where: { unterrichtsmodule_id: stapelId },
    });
    if (teilIds.length > 0) {
      await manager.delete(LernstandZeile, { unterrichtsmodulteil_id: In(teilIds.map((teil) => teil.id)) });
    }
  }

  /** Cards per box of one stack (02 §2 box counter bar). */
  faecher(stapelId: number): Promise<FachZahlen> {
    return fachZahlen(this.dataSource.manager, stapelId);
  }

  /** The owner's stack; a stack the user may not read is 404, one they only read is 403. */
  private async eigenerStapel(user: AuthUser, stapelId: number): Promise<LesbarerStapel['modul']> {
    const { modul, zugang } = await this.access.assertVisible(user, stapelId);
    if (zugang !== 'eigentuemer') throw new ApiException(HttpStatus.FORBIDDEN, 'quiz.nurEigenerStapel');
    return modul;
  }

  /**
   * The card with its box, its stack's owner and the user's FSRS state, in one query (plain SQL: this
   * runs for every answer). The owner is the common case; anyone else goes through the access check
   * for the right 404 or 403.
   */
  private async eigeneKarte(user: AuthUser, teilId: number): Promise<Antwortkarte> {
    this.karteLesen ??= `SELECT teil.id AS teil_id, teil.unterrichtsmodule_id AS teil_stapel,
        teil.stapelfach_nr AS teil_fach, stapel.eigentuemer_id AS teil_eigentuemer,
        ${spaltenVon(this.dataSource, LernstandZeile, 'lernstand')}
      FROM unterrichtsmodulteil teil
      INNER JOIN unterrichtsmodul stapel ON stapel.id = teil.unterrichtsmodule_id
      LEFT JOIN lernstand ON lernstand.unterrichtsmodulteil_id = teil.id AND lernstand.benutzer_id = ?
      WHERE teil.id = ?`;
    const [zeile]: Array<Record<string, unknown>> = await this.dataSource.query(this.karteLesen, [
      user.id,
      teilId,
    ]);
    if (!zeile) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    const karte: Antwortkarte = {
      id: Number(zeile['teil_id']),
      unterrichtsmodule_id: Number(zeile['teil_stapel']),
      stapelfach_nr: Number(zeile['teil_fach']),
      eigentuemer_id: Number(zeile['teil_eigentuemer']),
      lernstand: zeile['id'] === null ? null : alsEntity(this.dataSource, LernstandZeile, zeile),
    };
    if (karte.eigentuemer_id !== user.id) await this.eigenerStapel(user, karte.unterrichtsmodule_id);
    return karte;
  }

  /**
   * Moves the card by the rule, logs the answer and updates the FSRS state, in one transaction; the
   * new box, or null when another answer to the card came first (read again). Each write only
   * succeeds on the state it was computed from, so nothing is lost without row locks (SQLite has
   * none). The same request id again fails on the log's unique key: the first one counted, this is a
   * replay, answered with the card's current box.
   */
  private async fachSetzen(user: AuthUser, karte: Antwortkarte, dto: FachDto): Promise<Gesetzt | null> {
    try {
      return await transaktion(this.dataSource, (manager) => this.einmalSetzen(manager, user, karte, dto));
    } catch (error) {
      if (error instanceof Ueberholt) return null;
      // A concurrent first answer created the card's FSRS row: read again.
      if (isUniqueViolation(error, LERNSTAND_EINDEUTIG)) return null;
      if (!isUniqueViolation(error, ANFRAGE_EINDEUTIG)) throw error;
      const [{ stapelfach_nr }, stand] = await Promise.all([
        this.dataSource
          .getRepository(Unterrichtsmodulteil)
          .findOneOrFail({ select: { id: true, stapelfach_nr: true }, where: { id: karte.id } }),
        this.dataSource.getRepository(LernstandZeile).findOneOrFail({
          select: { id: true, faellig_am: true },
          where: { benutzer_id: user.id, unterrichtsmodulteil_id: karte.id },
        }),
      ]);
      return { fach: stapelfach_nr, faelligAm: new Date(stand.faellig_am) };
    }
  }

  private async einmalSetzen(
    manager: EntityManager,
    user: AuthUser,
    karte: Antwortkarte,
    dto: FachDto,
  ): Promise<Gesetzt> {
    const vorher = karte.stapelfach_nr;
    const nachher = nextBox(vorher, dto.gewusst);
    const bewegt = await aendern(
      manager,
      Unterrichtsmodulteil,
      { stapelfach_nr: nachher },
      { id: karte.id, stapelfach_nr: vorher },
    );
    if (bewegt === 0) throw new Ueberholt();
    await einfuegen(manager, Quizantwort, {
      benutzer_id: user.id,
      unterrichtsmodul_id: karte.unterrichtsmodule_id,
      unterrichtsmodulteil_id: karte.id,
      gewusst: dto.gewusst,
      fach_vorher: boxOf(vorher),
      fach_nachher: nachher,
      anfrage_id: dto.anfrage_id,
    });
    const faelligAm = await this.lernstandSetzen(manager, user.id, karte, dto.gewusst);
    return { fach: nachher, faelligAm };
  }

  /**
   * 'Intelligente Wiederholung': the card's FSRS state after the answer (kept in both Lernmodi); answers
   * when the card is due again. FSRS counts every answer (wiederholungen), so the count read with the
   * card guards the update.
   */
  private async lernstandSetzen(
    manager: EntityManager,
    benutzerId: number,
    karte: Antwortkarte,
    gewusst: boolean,
  ): Promise<Date> {
    const vorhanden = karte.lernstand;
    const neu = alsSpalten(
      naechsterLernstand(vorhanden ? alsLernstand(vorhanden) : null, gewusst, new Date()),
    );
    if (!vorhanden) {
      await einfuegen(manager, LernstandZeile, {
        benutzer_id: benutzerId,
        unterrichtsmodulteil_id: karte.id,
        ...neu,
      });
      return neu.faellig_am;
    }
    const geaendert = await aendern(manager, LernstandZeile, neu, {
      id: vorhanden.id,
      wiederholungen: vorhanden.wiederholungen,
    });
    if (geaendert === 0) throw new Ueberholt();
    return neu.faellig_am;
  }
}
