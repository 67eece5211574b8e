import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type FindOptionsWhere, In, IsNull, type Repository } from 'typeorm';
import type { PruefungDetail, PruefungListItem } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { validateExam } from '@lernstapel/rules';
import { t } from '@lernstapel/texts';
import { ApiException } from '../common/api-exception';
import { isoDateToday } from '../common/iso-date';
import { BenutzereinstellungenService } from '../benutzereinstellungen/benutzereinstellungen.service';
import type { PruefungSpeichernDto } from './dto/pruefung-speichern.dto';
import { PruefungZugriffService } from './pruefung-zugriff.service';
import { SchulMitgliederService } from '../benutzer/schul-mitglieder.service';
import { classReadableBy } from '../benutzer/own-class';
import { UnterrichtsmoduleService } from '../unterrichtsmodule/unterrichtsmodule.service';
import { Pruefung } from './entities/pruefung.entity';
import { Pruefungsteil } from './entities/pruefungsteil.entity';
import { SchuelerInPruefung } from './entities/schueler-in-pruefung.entity';
import { mayReadPruefung } from './pruefung-access';
import { transaktion } from '../database/transaktion';
import { hatTeile } from './pruefungsteil-sperre';
import { toPruefungDetail } from './pruefung-detail.mapper';
import { toPruefungListItem } from './pruefung-list.mapper';

@Injectable()
export class PruefungenService {
  constructor(
    @InjectRepository(Pruefung) private readonly pruefungen: Repository<Pruefung>,
    @InjectRepository(Pruefungsteil) private readonly teile: Repository<Pruefungsteil>,
    private readonly benutzer: SchulMitgliederService,
    private readonly stapel: UnterrichtsmoduleService,
    private readonly zugriff: PruefungZugriffService,
    private readonly einstellungen: BenutzereinstellungenService,
    private readonly dataSource: DataSource,
  ) {}

  /**
   * POST /api/pruefungen: a new exam for the teacher's own class with the defaults of 01 §9 ('Unbenannter
   * Titel', today, not released) and the remembered instruction (setting anweisungvorpruefung).
   */
  async create(user: AuthUser): Promise<PruefungDetail> {
    if (user.rolle !== 'teacher') throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    if (!user.klassen_code) throw new ApiException(HttpStatus.CONFLICT, 'pruefungen.keineKlasse');
    const anweisung = (await this.einstellungen.mine(user)).find((e) => e.tag === 'anweisungvorpruefung');
    const pruefung = await this.pruefungen.save({
      titel: t('pruefungen.unbenannterTitel'),
      klassen_code: user.klassen_code,
      datum: isoDateToday(),
      freigegeben: false,
      anweisung_vor_pruefung: anweisung?.textvalue ?? null,
      ersteller_benutzer_id: user.id,
      schule_id: user.schule_id,
    });
    return this.detail(user, pruefung.id);
  }

  /**
   * POST /api/pruefungen/id/{id} (02 §2 vorbereiten): title, date and instruction; the instruction is
   * remembered as the teacher's setting anweisungvorpruefung for the next exam (01 §3).
   */
  async speichern(user: AuthUser, pruefungId: number, dto: PruefungSpeichernDto): Promise<PruefungDetail> {
    const { pruefung } = await this.zugriff.alsLehrperson(user, pruefungId);
    const titel = dto.titel.trim();
    const fehler = validateExam(dto);
    const erster = fehler.titel ?? fehler.datum;
    if (erster) throw new ApiException(HttpStatus.BAD_REQUEST, erster);
    await this.pruefungen.update(
      { id: pruefung.id },
      { titel, datum: dto.datum, anweisung_vor_pruefung: dto.anweisung_vor_pruefung },
    );
    await this.einstellungen.save(user, {
      tag: 'anweisungvorpruefung',
      boolvalue: null,
      intvalue: null,
      textvalue: dto.anweisung_vor_pruefung,
      strvalue: null,
    });
    return this.detail(user, pruefung.id);
  }

  /**
   * POST /api/pruefungen/freigeben/{id}: release or withdraw (01 §4: pupils see only released exams).
   * An exam without questions is never released (its pupils could only be refused at Start). The
   * exam row is locked first and its parts second, the order saving the parts takes (issue 22 §3): a
   * concurrent save of no parts waits or is waited for, never slips between, and the two never deadlock.
   */
  async freigeben(user: AuthUser, pruefungId: number, freigegeben: boolean): Promise<PruefungDetail> {
    const { pruefung } = await this.zugriff.alsLehrperson(user, pruefungId);
    await transaktion(this.dataSource, async (manager) => {
      await manager.update(Pruefung, { id: pruefung.id }, { freigegeben });
      if (freigegeben && !(await hatTeile(manager, pruefung.id))) {
        throw new ApiException(HttpStatus.CONFLICT, 'pruefungen.freigabeOhneAufgaben');
      }
    });
    return this.detail(user, pruefung.id);
  }

  /** POST /api/pruefungen/delete (01 §7): the exam with its parts and every pupil's attempt (cascade). */
  async delete(user: AuthUser, pruefungId: number): Promise<void> {
    const { pruefung } = await this.zugriff.alsLehrperson(user, pruefungId);
    await this.pruefungen.delete({ id: pruefung.id });
  }

  /**
   * Exams of a class: its own teachers see all of them, its pupils only the released ones with
   * questions, each with their own status (01 §4, 01 §6; issue 23). Newest date first.
   */
  async forClass(user: AuthUser, klassenCode: string): Promise<PruefungListItem[]> {
    const klasse = classReadableBy(user, klassenCode);
    const where: FindOptionsWhere<Pruefung> = {
      klassen_code: klasse.klassen_code,
      schule_id: klasse.schule_id === null ? IsNull() : klasse.schule_id,
    };
    if (user.rolle === 'pupil') where.freigegeben = true;
    const pruefungen = await this.pruefungen.find({
      select: {
        id: true,
        klassen_code: true,
        titel: true,
        datum: true,
        freigegeben: true,
        ist_korrigiert: true,
        unterrichtsmodul_id: true,
      },
      where,
      order: { datum: 'DESC', id: 'DESC' },
    });
    const heute = isoDateToday();
    if (user.rolle !== 'pupil') return pruefungen.map((pruefung) => toPruefungListItem(pruefung, heute));
    const sichtbar = await this.ohneLeereFuerSchueler(pruefungen);
    // Issue 23: a pupil's list shows the own status of each exam.
    const versuche =
      sichtbar.length === 0
        ? []
        : await this.pruefungen.manager.find(SchuelerInPruefung, {
            select: { pruefung_id: true, status: true },
            where: { schueler_id: user.id, pruefung_id: In(sichtbar.map((pruefung) => pruefung.id)) },
          });
    const status = new Map(versuche.map((versuch) => [versuch.pruefung_id, versuch.status]));
    return sichtbar.map((pruefung) => toPruefungListItem(pruefung, heute, status.get(pruefung.id) ?? null));
  }

  /** A pupil never sees an exam without questions, even one released before that was refused. */
  private async ohneLeereFuerSchueler(pruefungen: Pruefung[]): Promise<Pruefung[]> {
    if (pruefungen.length === 0) return pruefungen;
    const mitTeilen = await this.teile
      .createQueryBuilder('teil')
      .select('DISTINCT teil.pruefung_id', 'pruefung_id')
      .where('teil.pruefung_id IN (:...ids)', { ids: pruefungen.map((pruefung) => pruefung.id) })
      .getRawMany<{ pruefung_id: number }>();
    const ids = new Set(mitTeilen.map((zeile) => Number(zeile.pruefung_id)));
    return pruefungen.filter((pruefung) => ids.has(pruefung.id));
  }

  /**
   * One exam for the exam screen (02 §2): its creator and the teachers of its class, or a pupil of its class once
   * it is released (mayReadPruefung). 404 for an unknown id and for everyone else alike (a 403
   * would tell another school that the id exists).
   */
  async detail(user: AuthUser, pruefungId: number): Promise<PruefungDetail> {
    const pruefung = await this.pruefungen.findOne({ where: { id: pruefungId } });
    if (!pruefung) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    if (!mayReadPruefung(user, pruefung, await this.schuleOf(pruefung))) {
      throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    }
    const anzahlTeile = await this.teile.countBy({ pruefung_id: pruefung.id });
    const modulId = pruefung.unterrichtsmodul_id;
    const modultitel =
      modulId === null ? null : ((await this.stapel.bezeichnungen([modulId])).get(modulId) ?? null);
    return toPruefungDetail(pruefung, isoDateToday(), {
      modultitel,
      anzahl_teile: anzahlTeile,
    });
  }

  /** The exam's school: its own schule_id, else the school of the teacher who created it. */
  private async schuleOf(pruefung: Pruefung): Promise<number | null> {
    if (pruefung.schule_id !== null || pruefung.ersteller_benutzer_id === null) return pruefung.schule_id;
    return this.benutzer.schuleIdOf(pruefung.ersteller_benutzer_id);
  }
}
