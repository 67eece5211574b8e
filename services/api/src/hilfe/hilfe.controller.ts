import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { EingabehilfeEintrag } from '@lernstapel/contracts';
import { HilfeService } from './hilfe.service';

/** 02 §7 GET /api/hilfe/eingabehilfe: reference data (seeded), the same for every logged-in user. */
@ApiTags('hilfe')
@Controller('hilfe')
export class HilfeController {
  constructor(private readonly hilfe: HilfeService) {}

  @Get('eingabehilfe')
  @ApiOperation({ summary: 'The special-character help entries (02 §3, §5)' })
  eingabehilfe(): Promise<EingabehilfeEintrag[]> {
    return this.hilfe.eingabehilfe();
  }
}
