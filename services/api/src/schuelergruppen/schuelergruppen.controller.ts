import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SchuelerGruppe } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { Roles } from '../identitaet/decorators/roles.decorator';
import { SchuelerAktionDto } from '../benutzer/dto/schueler-aktion.dto';
import { SchuelerGruppeSpeichernDto } from './dto/schueler-gruppe-speichern.dto';
import { SchuelergruppenService } from './schuelergruppen.service';

/** 01 §7 schuelergruppen: teachers manage their class's groups; pupils see their memberships (01 §6). */
@ApiTags('schuelergruppen')
@Controller('schuelergruppen')
export class SchuelergruppenController {
  constructor(private readonly groups: SchuelergruppenService) {}

  @Get('meine')
  @Roles('pupil')
  @ApiOperation({ summary: "The session pupil's own groups (members: only the pupil)" })
  mine(@CurrentUser() user: AuthUser): Promise<SchuelerGruppe[]> {
    return this.groups.mine(user);
  }

  @Get(':klassenCode')
  @Roles('teacher')
  @ApiOperation({ summary: 'Groups of a class with their members, by name' })
  ofClass(
    @CurrentUser() user: AuthUser,
    @Param('klassenCode') klassenCode: string,
  ): Promise<SchuelerGruppe[]> {
    return this.groups.ofClass(user, klassenCode);
  }

  @Post()
  @Roles('teacher')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Create or rename a group of the own class and set its members' })
  save(@CurrentUser() user: AuthUser, @Body() body: SchuelerGruppeSpeichernDto): Promise<SchuelerGruppe[]> {
    return this.groups.save(user, body);
  }

  @Post('delete')
  @Roles('teacher')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Delete a group of the own class' })
  delete(@CurrentUser() user: AuthUser, @Body() body: SchuelerAktionDto): Promise<SchuelerGruppe[]> {
    return this.groups.delete(user, body.id);
  }
}
