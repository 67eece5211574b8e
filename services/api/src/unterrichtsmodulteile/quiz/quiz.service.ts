import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { FachAntwort, FachZahlen, QuizKarte, QuizStapel } from '@lernstapel/contracts';
import { boxOf, istFaellig, lernmodusVon, nextBox } from '@lernstapel/rules';
import type { AuthUser } from '../../auth/auth-user';
import { ApiException } from '../../common/api-exception';
import { isUniqueViolation } from '../../common/database-errors';
import { BenutzereinstellungenService } from '../../benutzereinstellungen/benutzereinstellungen.service';
import { stapelergebnisseLoeschen } from '../../stapelergebnisse/ergebnisse-loeschen';
import { type LesbarerStapel, StapelZugriffService } from '../../unterrichtsmodule/stapel-zugriff.service';
import { Unterrichtsmodulteil } from '../entities/unterrichtsmodulteil.entity';
import { toKarte } from '../karte.mapper';
import type { FachDto } from './dto/fach.dto';
import { Lernstand as LernstandZeile } from './entities/lernstand.entity';
import { Quizantwort } from './entities/quizantwort.entity';
import { alsLernstand, alsSpalten, naechsterLernstand } from './lernplan';
import { fachZahlen } from './faecher';

/** A concurrent answer to the same card changed its box between read and write: read again. */
const VERSUCHE = 5;

function quizKarte(teil: Unterrichtsmodulteil): QuizKarte {
  const { autor_id: _a, autor: _n, notizen: _z, korrekturmarkierung: _k, ...karte } = toKarte(teil, '');
  return { ...karte, stapelfach_nr: boxOf(karte.stapelfach_nr) };
}

/**
 * The quiz of one stack (02 §2, §4): the cards to learn, the box rule after each card (saved on the
 * server, rule nextBox) and the stack reset. Only the owner's quiz moves boxes: the boxes are the
 * cards' own (02 §3 stapelfach_nr), so anyone else learns in the preview, which saves nothing.
 */
@Injectable()
export class QuizService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly access: StapelZugriffService,
    private readonly einstellungen: BenutzereinstellungenService,
  ) {}

  /** The active cards of a readable stack (404 otherwise), and whether the quiz may save. */
  async quiz(user: AuthUser, stapelId: number): Promise<QuizStapel> {
    const { modul, zugang } = await this.access.assertCanRead(user, stapelId);
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
    const teil = await this.dataSource.getRepository(Unterrichtsmodulteil).findOne({
      select: { id: true, unterrichtsmodule_id: true },
      where: { id: dto.id },
    });
    if (!teil) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    await this.eigenerStapel(user, teil.unterrichtsmodule_id);
    await this.fachSetzen(user, teil, dto);
    const jetzt = await this.dataSource
      .getRepository(Unterrichtsmodulteil)
      .findOneOrFail({ select: { id: true, stapelfach_nr: true }, where: { id: teil.id } });
    return {
      id: teil.id,
      stapelfach_nr: boxOf(jetzt.stapelfach_nr),
      faecher: await fachZahlen(this.dataSource.manager, teil.unterrichtsmodule_id),
    };
  }

  /** 02 §4 stack reset: every card back to box 1, the stack's results deleted. Owner only. */
  async zuruecksetzen(user: AuthUser, stapelId: number): Promise<FachZahlen> {
    const modul = await this.eigenerStapel(user, stapelId);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(Unterrichtsmodulteil, { unterrichtsmodule_id: modul.id }, { stapelfach_nr: 1 });
      await stapelergebnisseLoeschen(manager, modul.id);
      // Starting over: the FSRS schedule of the stack's cards starts anew too.
      const teilIds = await manager.find(Unterrichtsmodulteil, {
        select: { id: true },
        where: { unterrichtsmodule_id: modul.id },
      });
      if (teilIds.length > 0) {
        await manager.delete(LernstandZeile, { unterrichtsmodulteil_id: In(teilIds.map((teil) => teil.id)) });
      }
    });
    return fachZahlen(this.dataSource.manager, modul.id);
  }

  /** The owner's stack; a stack the user may not read is 404, one they only read is 403. */
  private async eigenerStapel(user: AuthUser, stapelId: number): Promise<LesbarerStapel['modul']> {
    const { modul, zugang } = await this.access.assertVisible(user, stapelId);
    if (zugang !== 'eigentuemer') throw new ApiException(HttpStatus.FORBIDDEN, 'quiz.nurEigenerStapel');
    return modul;
  }

  /**
   * Moves the card by the rule and logs the answer, in one transaction. The write only succeeds on
   * the box it was computed from; a concurrent answer to the same card makes it try again in a new
   * transaction (a fresh snapshot on MariaDB), so nothing is lost without row locks (SQLite has none).
   * The same request id again fails on the log's unique key: the first one counted, this is a replay.
   */
  private async fachSetzen(
    user: AuthUser,
    teil: Pick<Unterrichtsmodulteil, 'id' | 'unterrichtsmodule_id'>,
    dto: FachDto,
  ): Promise<void> {
    for (let versuch = 0; versuch < VERSUCHE; versuch++) {
      try {
        const gesetzt = await this.dataSource.transaction((manager) =>
          this.einmalSetzen(manager, user, teil, dto),
        );
        if (gesetzt) return;
      } catch (error) {
        if (isUniqueViolation(error)) return;
        throw error;
      }
    }
    throw new ApiException(HttpStatus.CONFLICT, 'fehler.bereitsVorhanden');
  }

  /** One try: false when another answer moved the card since it was read. */
  private async einmalSetzen(
    manager: EntityManager,
    user: AuthUser,
    teil: Pick<Unterrichtsmodulteil, 'id' | 'unterrichtsmodule_id'>,
    dto: FachDto,
  ): Promise<boolean> {
    const { stapelfach_nr: vorher } = await manager.findOneOrFail(Unterrichtsmodulteil, {
      select: { id: true, stapelfach_nr: true },
      where: { id: teil.id },
    });
    const nachher = nextBox(vorher, dto.gewusst);
    const { affected } = await manager.update(
      Unterrichtsmodulteil,
      { id: teil.id, stapelfach_nr: vorher },
      { stapelfach_nr: nachher },
    );
    if (affected === 0) return false;
    await manager.insert(Quizantwort, {
      benutzer_id: user.id,
      unterrichtsmodul_id: teil.unterrichtsmodule_id,
      unterrichtsmodulteil_id: teil.id,
      gewusst: dto.gewusst,
      fach_vorher: boxOf(vorher),
      fach_nachher: nachher,
      anfrage_id: dto.anfrage_id,
    });
    await this.lernstandSetzen(manager, user.id, teil.id, dto.gewusst);
    return true;
  }

  /** 'Intelligente Wiederholung': the card's FSRS state after the answer (kept in both Lernmodi). */
  private async lernstandSetzen(
    manager: EntityManager,
    benutzerId: number,
    teilId: number,
    gewusst: boolean,
  ): Promise<void> {
    const vorhanden = await manager.findOne(LernstandZeile, {
      where: { benutzer_id: benutzerId, unterrichtsmodulteil_id: teilId },
    });
    const neu = alsSpalten(
      naechsterLernstand(vorhanden ? alsLernstand(vorhanden) : null, gewusst, new Date()),
    );
    if (vorhanden) await manager.update(LernstandZeile, { id: vorhanden.id }, neu);
    else
      await manager.insert(LernstandZeile, {
        benutzer_id: benutzerId,
        unterrichtsmodulteil_id: teilId,
        ...neu,
      });
  }
}
