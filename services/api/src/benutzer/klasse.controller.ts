import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  KlassenListe,
  MeldungResponse,
  NeuerAnmeldecodeResponse,
  UploaderlaubnisResponse,
} from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { Roles } from '../identitaet/decorators/roles.decorator';
import { SchuelerAktionDto, SchuelerSperrenDto } from './dto/schueler-aktion.dto';
import { SchuelerSpeichernDto } from './dto/schueler-speichern.dto';
import { KlasseService } from './klasse.service';
import { EmailProbeRateLimit } from '../rate-limit/rate-limit.decorator';

/** 01 §7 Klasse table actions: teachers, on pupils of their own class only (01 §6, DEVIATIONS 4). */
@ApiTags('benutzer')
@Controller('benutzer')
@Roles('teacher')
export class KlasseController {
  constructor(private readonly klasse: KlasseService) {}

  @Post('neuerschueler')
  @EmailProbeRateLimit()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Create or update a pupil of the own class; answers the class' })
  save(@CurrentUser() user: AuthUser, @Body() body: SchuelerSpeichernDto): Promise<KlassenListe> {
    return this.klasse.save(user, body);
  }

  @Post('sperren')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Lock or unlock a pupil; locking ends the pupil's sessions" })
  lock(@CurrentUser() user: AuthUser, @Body() body: SchuelerSperrenDto): Promise<KlassenListe> {
    return this.klasse.lock(user, body.id, body.ist_gesperrt);
  }

  @Post('neueranmeldecode')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'New login code for a pupil; the old one and all sessions end' })
  newCode(@CurrentUser() user: AuthUser, @Body() body: SchuelerAktionDto): Promise<NeuerAnmeldecodeResponse> {
    return this.klasse.newCode(user, body.id);
  }

  @Post('anmeldecodesenden')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Mail a pupil's login code to the pupil's e-mail address" })
  sendCode(@CurrentUser() user: AuthUser, @Body() body: SchuelerAktionDto): Promise<MeldungResponse> {
    return this.klasse.sendCode(user, body.id);
  }

  @Post('uploaderlaubnis')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Allow a pupil to upload files for 2 hours' })
  allowUploads(
    @CurrentUser() user: AuthUser,
    @Body() body: SchuelerAktionDto,
  ): Promise<UploaderlaubnisResponse> {
    return this.klasse.allowUploads(user, body.id);
  }

  @Post('removeschueler')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Delete a pupil with all their data; answers the class' })
  remove(@CurrentUser() user: AuthUser, @Body() body: SchuelerAktionDto): Promise<KlassenListe> {
    return this.klasse.remove(user, body.id);
  }
}
