import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Not, IsNull, type Repository } from 'typeorm';
import type { Karte, PruefungsFrage, PruefungsteilLehrperson } from '@lernstapel/contracts';
import { roundToDecimals, validatePoints } from '@lernstapel/rules';
import type { AuthUser } from '../auth/auth-user';
import { ApiException, throwIfRuleErrors } from '../common/api-exception';
import { UnterrichtsmodulteileService } from '../unterrichtsmodulteile/unterrichtsmodulteile.service';
import type { PruefungsteileSpeichernDto } from './dto/pruefungsteile.dto';
import { Pruefung } from './entities/pruefung.entity';
import { Pruefungsteil } from './entities/pruefungsteil.entity';
import { SchuelerInPruefung } from './entities/schueler-in-pruefung.entity';
import { SchuelerInPruefungsteil } from './entities/schueler-in-pruefungsteil.entity';
import { beschriftungNummern, karteVon } from './pruefungsteil-karte';
import { toPruefungsFrage } from './pruefungs-frage.mapper';
import { PruefungZugriffService } from './pruefung-zugriff.service';
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
    const gewaehlt: Karte[] = dto.teile.map((teil) => {
      const karte = karten.get(teil.unterrichtsmodulteil_id);
      if (!karte) throw new ApiException(HttpStatus.BAD_REQUEST, 'pruefungen.karteNichtImStapel');
      return karte;
    });
    if (await this.versuche.existsBy({ pruefung_id: pruefung.id, status: Not(IsNull()) })) {
      throw new ApiException(HttpStatus.CONFLICT, 'pruefungen.teileGesperrt');
    }
    const gesamt = roundToDecimals(
      dto.teile.reduce((summe, teil) => summe + teil.punkte, 0),
      2,
    );
    await this.dataSource.transaction(async (manager) => {
      await manager.delete(Pruefungsteil, { pruefung_id: pruefung.id });
      // An exam without questions is never released: checked after the parts are locked (freigeben).
      if (dto.teile.length === 0 && (await istFreigegeben(manager, pruefung.id))) {
        throw new ApiException(HttpStatus.CONFLICT, 'pruefungen.aufgabenNoetig');
      }
      await manager.insert(
        Pruefungsteil,
        dto.teile.map((teil, index) => ({
          pruefung_id: pruefung.id,
          unterrichtsmodulteil_id: teil.unterrichtsmodulteil_id,
          punkte: teil.punkte,
          reihenfolge: index,
          karte: JSON.stringify({ ...gewaehlt[index], stapelfach_nr: 1, korrekturmarkierung: false }),
        })),
      );
      await manager.update(
        Pruefung,
        { id: pruefung.id },
        { unterrichtsmodul_id: dto.unterrichtsmodul_id, gesamtpunktezahl: gesamt },
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
