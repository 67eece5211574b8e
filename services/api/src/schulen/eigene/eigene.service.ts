import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { SchulDaten } from '@lernstapel/contracts';
import type { AuthUser } from '../../auth/auth-user';
import { ApiException } from '../../common/api-exception';
import type { EigeneSchuleSpeichernDto } from '../dto/eigene-schule-speichern.dto';
import { SchuleSpeichernDto } from '../dto/schule-speichern.dto';
import { SchulAnsprechpartner } from '../entities/schul-ansprechpartner.entity';
import { Schule } from '../entities/schule.entity';
import { SchulenService } from '../schulen.service';
import { toSchuleSummary } from '../schule-summary.mapper';

/** The school data dialog of a teacher with kann_schuldaten_bearbeiten (01 §2, §6): own school only. */
@Injectable()
export class EigeneSchuleService {
  constructor(
    @InjectRepository(Schule) private readonly schulen: Repository<Schule>,
    @InjectRepository(SchulAnsprechpartner)
    private readonly ansprechpartner: Repository<SchulAnsprechpartner>,
    private readonly schools: SchulenService,
  ) {}

  async read(user: AuthUser): Promise<SchulDaten> {
    const schuleId = this.ownSchoolId(user);
    const schule = await this.schulen.findOneBy({ id: schuleId });
    if (!schule) throw new ApiException(HttpStatus.NOT_FOUND, 'fehler.nichtGefunden');
    const partner = await this.ansprechpartner.find({ where: { schule_id: schuleId }, order: { id: 'ASC' } });
    const { id: _id, anzahl_benutzer: _anzahl, ...daten } = toSchuleSummary(schule, 0, partner);
    return daten;
  }

  /** The admin dialog's validation and save (01 §5, §9); lizenz_jahr is not part of the DTO and stays. */
  async save(user: AuthUser, dto: EigeneSchuleSpeichernDto): Promise<SchulDaten> {
    const id = this.ownSchoolId(user);
    // lizenz_jahr stays unset on the admin DTO, so the school's value is kept.
    await this.schools.save(Object.assign(new SchuleSpeichernDto(), dto, { id }));
    return this.read(user);
  }

  private ownSchoolId(user: AuthUser): number {
    if (user.schule_id === null) throw new ApiException(HttpStatus.FORBIDDEN, 'verwaltung.keineSchule');
    return user.schule_id;
  }
}
