import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SchulDaten } from '@lernstapel/contracts';
import type { AuthUser } from '../../identitaet/auth-user';
import { CurrentUser } from '../../identitaet/decorators/current-user.decorator';
import { RequireFlag } from '../../identitaet/decorators/require-flag.decorator';
import { Roles } from '../../identitaet/decorators/roles.decorator';
import { EigeneSchuleSpeichernDto } from '../dto/eigene-schule-speichern.dto';
import { EigeneSchuleService } from './eigene.service';

/** The school data dialog (01 §2, §6): teachers with kann_schuldaten_bearbeiten, their own school only. */
@ApiTags('schulen')
@Controller('schulen/eigene')
@Roles('teacher')
@RequireFlag('kann_schuldaten_bearbeiten')
export class EigeneSchuleController {
  constructor(private readonly ownSchool: EigeneSchuleService) {}

  @Get()
  @ApiOperation({ summary: "The caller's school data" })
  read(@CurrentUser() user: AuthUser): Promise<SchulDaten> {
    return this.ownSchool.read(user);
  }

  @Put()
  @ApiOperation({ summary: "Save the caller's school data (not lizenz_jahr)" })
  save(@CurrentUser() user: AuthUser, @Body() body: EigeneSchuleSpeichernDto): Promise<SchulDaten> {
    return this.ownSchool.save(user, body);
  }
}
