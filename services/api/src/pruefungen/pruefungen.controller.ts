import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  PruefungDetail,
  PruefungListItem,
  PruefungsFrage,
  PruefungsteilLehrperson,
  SchuelerAntworten,
  SchuelerInPruefungZeile,
} from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { Roles } from '../identitaet/decorators/roles.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AbgabeDto, KorrekturSpeichernDto, PruefungsAntwortDto } from './dto/abgabe.dto';
import { PruefungFreigebenDto, PruefungIdDto, PruefungSpeichernDto } from './dto/pruefung-speichern.dto';
import { PruefungsteileSpeichernDto } from './dto/pruefungsteile.dto';
import { KorrekturService } from './korrektur.service';
import { PruefungAblaufService } from './pruefung-ablauf.service';
import { PruefungenService } from './pruefungen.service';
import { PruefungsteileService } from './pruefungsteile.service';
import { OhneAnfrageId } from '../anfragen/ohne-anfrage-id.decorator';

@ApiTags('pruefungen')
@Controller('pruefungen')
export class PruefungenController {
  constructor(
    private readonly exams: PruefungenService,
    private readonly teile: PruefungsteileService,
    private readonly ablauf: PruefungAblaufService,
    private readonly korrektur: KorrekturService,
  ) {}

  /** 01 §7 POST /api/pruefungen: a new exam for the own class (01 §9 defaults). */
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "New exam for the teacher's class ('Unbenannter Titel', today, not released)" })
  @Roles('teacher')
  create(@CurrentUser() user: AuthUser): Promise<PruefungDetail> {
    return this.exams.create(user);
  }

  /** 01 §7 POST /api/pruefungen/delete */
  @Post('delete')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete an exam with its parts and attempts (teachers of its school)' })
  @Roles('teacher')
  delete(@CurrentUser() user: AuthUser, @Body() dto: PruefungIdDto): Promise<void> {
    return this.exams.delete(user, dto.id);
  }

  /** 02 §7 GET /api/pruefungen/id/{id}: the exam screen's header. */
  @Get('id/:id')
  @ApiOperation({ summary: "One exam (teachers of its school; pupils of its class once it's released)" })
  @Roles('teacher', 'pupil')
  byId(@CurrentUser() user: AuthUser, @Param('id', ParseIdPipe) id: number): Promise<PruefungDetail> {
    return this.exams.detail(user, id);
  }

  /** 02 §2 vorbereiten: title, date, instruction. */
  @Post('id/:id')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Save title, date and instruction of an exam' })
  @Roles('teacher')
  speichern(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: PruefungSpeichernDto,
  ): Promise<PruefungDetail> {
    return this.exams.speichern(user, id, dto);
  }

  /** 01 §4 freigegeben: release or withdraw. */
  @Post('freigeben/:id')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Release or withdraw an exam' })
  @Roles('teacher')
  freigeben(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: PruefungFreigebenDto,
  ): Promise<PruefungDetail> {
    return this.exams.freigeben(user, id, dto.freigegeben);
  }

  /** 02 §7 GET /api/pruefungen/pruefungsteile/{id}: parts (teachers) or questions (a started pupil). */
  @Get('pruefungsteile/:id')
  @ApiOperation({ summary: "An exam's parts; pupils get questions without answers once started" })
  @Roles('teacher', 'pupil')
  pruefungsteile(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<PruefungsteilLehrperson[] | PruefungsFrage[]> {
    return this.teile.lesen(user, id);
  }

  /** 02 §2 vorbereiten: the stack's cards as parts with points, in order. */
  @Put('pruefungsteile/:id')
  @ApiOperation({ summary: "Set an exam's parts from a stack's cards (snapshot)" })
  @Roles('teacher')
  pruefungsteileSpeichern(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: PruefungsteileSpeichernDto,
  ): Promise<PruefungsteilLehrperson[]> {
    return this.teile.speichern(user, id, dto);
  }

  /** 02 §4 Start: none → in Bearbeitung. */
  @Post('start/:id')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'A pupil starts the exam' })
  @Roles('pupil')
  starten(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<SchuelerInPruefungZeile> {
    return this.ablauf.starten(user, id);
  }

  /** 02 §7 GET /api/pruefungen/schuelerinpruefungen/{id}: polled every 30 s in the overview. */
  @Get('schuelerinpruefungen/:id')
  @ApiOperation({ summary: 'Pupils of the class in the exam (teachers); the own row (pupils)' })
  @Roles('teacher', 'pupil')
  schuelerInPruefungen(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<SchuelerInPruefungZeile[]> {
    return this.ablauf.zeilen(user, id);
  }

  /** 02 §7 GET /api/pruefungen/schuelerinpruefungsteilen/{pruefungId}/{schuelerId} */
  @Get('schuelerinpruefungsteilen/:id/:schuelerId')
  @ApiOperation({
    summary: "A pupil's answers (teachers: with suggestions; the pupil: own, graded once corrected)",
  })
  @Roles('teacher', 'pupil')
  schuelerAntworten(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Param('schuelerId', ParseIdPipe) schuelerId: number,
  ): Promise<SchuelerAntworten> {
    return this.korrektur.lesen(user, id, schuelerId);
  }

  /** Autosave of one answer while the exam runs (issue 12: a reload loses nothing). */
  @Put('schuelerinpruefungsteilen/:id')
  @OhneAnfrageId()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Autosave one answer while in Bearbeitung' })
  @Roles('pupil')
  antwortSpeichern(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Body() dto: PruefungsAntwortDto,
  ): Promise<void> {
    return this.ablauf.antwortSpeichern(user, id, dto);
  }

  /** 02 §7 POST /api/pruefungen/schuelerinpruefungsteilen: hand-in. */
  @Post('schuelerinpruefungsteilen')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Hand in: answers saved, status abgegeben' })
  @Roles('pupil')
  abgeben(@CurrentUser() user: AuthUser, @Body() dto: AbgabeDto): Promise<SchuelerInPruefungZeile> {
    return this.ablauf.abgeben(user, dto.pruefung_id, dto.antworten);
  }

  /** 02 §6 teacher grades; 'Korrigiert!' */
  @Post('korrektur/:id/:schuelerId')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Grade a pupil's attempt (points, comments, grade; Korrigiert!)" })
  @Roles('teacher')
  korrigieren(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Param('schuelerId', ParseIdPipe) schuelerId: number,
    @Body() dto: KorrekturSpeichernDto,
  ): Promise<SchuelerAntworten> {
    return this.korrektur.speichern(user, id, schuelerId, dto);
  }

  /** 01 §7 GET /api/pruefungen/{klassen_code}. */
  @Get(':klassenCode')
  @ApiOperation({ summary: 'Exams of a class (pupils: released ones of their own class)' })
  @Roles('teacher', 'pupil')
  forClass(
    @CurrentUser() user: AuthUser,
    @Param('klassenCode') klassenCode: string,
  ): Promise<PruefungListItem[]> {
    return this.exams.forClass(user, klassenCode);
  }
}
