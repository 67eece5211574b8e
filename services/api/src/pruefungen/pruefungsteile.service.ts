import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Not, IsNull, type Repository } from 'typeorm';
import type { Karte, PruefungsFrage, PruefungsteilLehrperson } from '@lernstapel/contracts';
import { roundToDecimals, validatePoints } from '@lernstapel/rules';
import type { AuthUser } from '../identitaet/auth-user';
import { ApiException, throwIfRuleErrors } from '../common/api-exception';
import { UnterrichtsmodulteileService } from '../unterrichtsmodulteile/unterrichtsmodulteile.service';
import type { PruefungsteileSpeichernDto } from './dto/pruefungsteile.dto';
import { Pruefung } from './entities/pruefung.entity';
import { Pruefungsteil } from './entities/pruefungsteil.entity';
import { SchuelerInPruefung } from './entities/schueler-in-pruefung.entity';
import { SchuelerInPruefungsteil } from './entities/schueler-in-pruefungsteil.entity';
import { beschriftungNummern, karteSchnappschuss, karteVon } from './pruefungsteil-karte';
import { toPruefungsFrage } from './pruefungs-frage.mapper';
import { PruefungZugriffService } from './pruefung-zugriff.service';
import { transaktion } from '../database/transaktion';
import { istFreigegeben } from './pruefungsteil-sperre';

/** An exam's parts (02 §3 Pruefungsteil): chosen by the teacher from a stack, answered by the pupils. */
@Injectable()
export class PruefungsteileService {
  constructor(
    @InjectRepository(Pruefungsteil) private readonly teile: Repository<Pruefungsteil>,
    @InjectRepository(SchuelerInPruefung) private readonly versuche: Repository<SchuelerInPruefung>,
    @InjectRepository(SchuelerInPruefungsteil)
    private readonly antworten: Repository<SchuelerInPruefungsteil>,
    private readonly karten: UnterrichtsmodulteileService,
    private readonly zugriff: PruefungZugriffService,
    private readonly dataSource: DataSource,
  ) {}

  /** The exam's parts in the teacher's order. */
  vonPruefung(pruefungId: number): Promise<Pruefungsteil[]> {
    return this.teile.find({
      select: {
        id: true,
        pruefung_id: true,
        unterrichtsmodulteil_id: true,
        punkte: true,
        reihenfolge: true,
        karte: true,
      },
      where: { pruefung_id: pruefungId },
      order: { reihenfolge: 'ASC', id: 'ASC' },
    });
  }

  /**
   * PUT /api/pruefungen/pruefungsteile/{id} (02 §2 vorbereiten): cards of a stack the teacher may read,
   * each with points ≥ 0 (02 §5), in the given order; the total is their sum. Each part keeps a snapshot
   * of its card. Refused once a pupil has started: their answers belong to the parts they saw.
   */
  async speichern(
    user: AuthUser,
    pruefungId: number,
    dto: PruefungsteileSpeichernDto,
  ): Promise<PruefungsteilLehrperson[]> {
    const { pruefung } = await this.zugriff.alsLehrperson(user, pruefungId);
    for (const teil of dto.teile) throwIfRuleErrors(validatePoints(teil.punkte));
    const karten = new Map((await this.karten.forStack(user, dto.unterrichtsmodul_id)).map((k) => [k.id, k]));
    const gewaehlt: { teil: (typeof dto.teile)[number]; karte: Karte }[] = dto.teile.map((teil) => {
      const karte = karten.get(teil.unterrichtsmodulteil_id);
      if (!karte) throw new ApiException(HttpStatus.BAD_REQUEST, 'pruefungen.karteNichtImStapel');
      return { teil, karte };
    });
    const gesamt = roundToDecimals(
      dto.teile.reduce((summe, teil) => summe + teil.punkte, 0),
      2,
    );
    // One short transaction with a fixed lock order: the exam row first (the update takes its exclusive
    // lock, so two saves of one exam queue up here), then its own parts by primary key. Deleting by
    // pruefung_id locked a range of the index with its gap into the next exam's parts, and two teachers
    // saving different exams deadlocked on each other's inserts (issue 22 §3).
    await transaktion(this.dataSource, async (manager) => {
      await manager.update(
        Pruefung,
        { id: pruefung.id },
        { unterrichtsmodul_id: dto.unterrichtsmodul_id, gesamtpunktezahl: gesamt },
      );
      if (await manager.existsBy(SchuelerInPruefung, { pruefung_id: pruefung.id, status: Not(IsNull()) })) {
        throw new ApiException(HttpStatus.CONFLICT, 'pruefungen.teileGesperrt');
      }
      const bisher = await manager.find(Pruefungsteil, {
        select: { id: true },
        where: { pruefung_id: pruefung.id },
      });
      if (bisher.length > 0) await manager.delete(Pruefungsteil, { id: In(bisher.map((teil) => teil.id)) });
      if (dto.teile.length === 0) {
        // An exam without questions is never released (issue 22 §4); the exam row is locked already.
        if (await istFreigegeben(manager, pruefung.id)) {
          throw new ApiException(HttpStatus.CONFLICT, 'pruefungen.aufgabenNoetig');
        }
        return;
      }
      await manager.insert(
        Pruefungsteil,
        gewaehlt.map(({ teil, karte }, index) => ({
          pruefung_id: pruefung.id,
          unterrichtsmodulteil_id: teil.unterrichtsmodulteil_id,
          punkte: teil.punkte,
          reihenfolge: index,
          karte: karteSchnappschuss(karte),
        })),
      );
    });
    return this.fuerLehrperson(pruefung.id);
  }

  /**
   * GET /api/pruefungen/pruefungsteile/{id}: teachers get each part with its card snapshot; a pupil gets
   * the questions once they pressed Start (02 §4), never the answers (toPruefungsFrage).
   */
  async lesen(user: AuthUser, pruefungId: number): Promise<PruefungsteilLehrperson[] | PruefungsFrage[]> {
    const { pruefung } = await this.zugriff.lesbar(user, pruefungId);
    if (user.rolle !== 'pupil')
      return this.fuerLehrperson((await this.zugriff.alsLehrperson(user, pruefung.id)).pruefung.id);
    const versuch = await this.versuche.findOne({
      select: { id: true, status: true },
      where: { pruefung_id: pruefung.id, schueler_id: user.id },
    });
    if (!versuch?.status) throw new ApiException(HttpStatus.FORBIDDEN, 'pruefungen.nichtGestartet');
    const teile = await this.vonPruefung(pruefung.id);
    const antworten = await this.antworten.find({
      select: { id: true, pruefungsteile_id: true, beschriftung_nummern: true },
      where: { schueler_id: user.id },
    });
    const nummern = new Map(antworten.map((a) => [a.pruefungsteile_id, beschriftungNummern(a)]));
    return teile.map((teil) => toPruefungsFrage(teil, karteVon(teil), nummern.get(teil.id) ?? {}));
  }

  private async fuerLehrperson(pruefungId: number): Promise<PruefungsteilLehrperson[]> {
    const teile = await this.vonPruefung(pruefungId);
    return teile.map((teil) => ({
      id: teil.id,
      unterrichtsmodulteil_id: teil.unterrichtsmodulteil_id,
      punkte: teil.punkte,
      karte: karteVon(teil),
    }));
  }
}
