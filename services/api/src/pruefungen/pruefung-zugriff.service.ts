import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { AuthUser } from '../identitaet/auth-user';
import { SchulMitgliederService } from '../benutzer/schul-mitglieder.service';
import type { KlassenScope } from '../benutzer/school-scope.service';
import { ApiException } from '../common/api-exception';
import { Pruefung } from './entities/pruefung.entity';
import { mayReadPruefung } from './pruefung-access';

export interface LesbarePruefung {
  pruefung: Pruefung;
  /** The exam's class in its school: whose pupils take it. */
  klasse: KlassenScope;
}

const nichtGefunden = () => new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');

/**
 * The one check every exam route goes through (DEVIATIONS 4, mayReadPruefung): an exam the user may not
 * read is 404 (another school never learns it exists); a readable exam the route is not for is 403.
 */
@Injectable()
export class PruefungZugriffService {
  constructor(
    @InjectRepository(Pruefung) private readonly pruefungen: Repository<Pruefung>,
    private readonly benutzer: SchulMitgliederService,
  ) {}

  async lesbar(user: AuthUser, pruefungId: number): Promise<LesbarePruefung> {
    const pruefung = await this.pruefungen.findOne({ where: { id: pruefungId } });
    if (!pruefung) throw nichtGefunden();
    const ersteller = pruefung.ersteller_benutzer_id;
    const schuleId =
      pruefung.schule_id ?? (ersteller === null ? null : await this.benutzer.schuleIdOf(ersteller));
    if (!mayReadPruefung(user, pruefung, schuleId)) throw nichtGefunden();
    return { pruefung, klasse: { klassen_code: pruefung.klassen_code, schule_id: schuleId } };
  }

  /** 02 §6: teachers prepare, release, grade. */
  async alsLehrperson(user: AuthUser, pruefungId: number): Promise<LesbarePruefung> {
    const lesbar = await this.lesbar(user, pruefungId);
    if (user.rolle !== 'teacher') throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    return lesbar;
  }

  /** 02 §6: a pupil starts, answers and hands in only an exam of their class that is released. */
  async alsSchueler(user: AuthUser, pruefungId: number): Promise<LesbarePruefung> {
    const lesbar = await this.lesbar(user, pruefungId);
    if (user.rolle !== 'pupil') throw new ApiException(HttpStatus.FORBIDDEN, 'fehler.keineBerechtigung');
    return lesbar;
  }
}
