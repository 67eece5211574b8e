import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SchuleSummary } from '@lernstapel/contracts';
import { Roles } from '../auth/decorators/roles.decorator';
import { SchoolsService } from './schools.service';

@ApiTags('schulen')
@Controller('schulen')
export class SchoolsController {
  constructor(private readonly schools: SchoolsService) {}

  /** 01 §7 GET /api/schulen: the main administrator's school list (01 §6). */
  @Get()
  @ApiOperation({ summary: 'All schools (main administrators only)' })
  @Roles('mainAdmin')
  all(): Promise<SchuleSummary[]> {
    return this.schools.all();
  }
}
