import { HttpStatus, Injectable } from '@nestjs/common';
import type { SchulDaten } from '@lernstapel/contracts';
import type { AuthUser } from '../../identitaet/auth-user';
import { ApiException } from '../../common/api-exception';
import type { EigeneSchuleSpeichernDto } from '../dto/eigene-schule-speichern.dto';
import { SchuleSpeichernDto } from '../dto/schule-speichern.dto';
import { SchulenService } from '../schulen.service';

/** The school data dialog of a teacher with kann_schuldaten_bearbeiten (01 §2, §6): own school only. */
@Injectable()
export class EigeneSchuleService {
  constructor(private readonly schools: SchulenService) {}

  read(user: AuthUser): Promise<SchulDaten> {
    return this.schools.schulDaten(this.ownSchoolId(user));
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
