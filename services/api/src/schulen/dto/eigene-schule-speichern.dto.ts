import { OmitType } from '@nestjs/swagger';
import type { EigeneSchuleSpeichernRequest } from '@lernstapel/contracts';
import { SchuleSpeichernDto } from './schule-speichern.dto';

/**
 * PUT /api/schulen/eigene: the admin dialog's fields and checks, without id (the school is the caller's)
 * and without lizenz_jahr (only a main administrator sets it): sending either is a 400 (unknown field).
 */
export class EigeneSchuleSpeichernDto
  extends OmitType(SchuleSpeichernDto, ['id', 'lizenz_jahr'] as const)
  implements EigeneSchuleSpeichernRequest {}
