import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SchuleSummary } from '@lernstapel/contracts';
import { Roles } from '../identitaet/decorators/roles.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { SchuleSpeichernDto } from '../schulen/dto/schule-speichern.dto';
import { SchulverwaltungService } from './schulverwaltung.service';

/** 01 §7 school calls; main administrators only (01 §6). */
@ApiTags('schulen')
@Controller('schulen')
@Roles('mainAdmin')
export class SchulenController {
  constructor(private readonly schools: SchulverwaltungService) {}

  /** 01 §7 GET /api/schulen: the main administrator's school list. */
  @Get()
  @ApiOperation({ summary: 'All schools with every field and their contact persons' })
  all(): Promise<SchuleSummary[]> {
    return this.schools.all();
  }

  /** 01 §7 POST /api/schulen: create (no id / id 0) or update a school; answers the new list. */
  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Create or update a school (contact persons replaced as a set)' })
  save(@Body() body: SchuleSpeichernDto): Promise<SchuleSummary[]> {
    return this.schools.save(body);
  }

  /** 01 §7 GET /api/schulen/delete/{id} as POST (DEVIATIONS 5): deletes the school with its users and data. */
  @Post('delete/:id')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Delete a school with all its users and their data' })
  delete(@Param('id', ParseIdPipe) id: number): Promise<SchuleSummary[]> {
    return this.schools.delete(id);
  }
}
