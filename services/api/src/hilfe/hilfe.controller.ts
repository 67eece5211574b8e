import { Controller, Get } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Repository } from 'typeorm';
import type { EingabehilfeEintrag } from '@lernstapel/contracts';
import { Eingabehilfe } from './entities/eingabehilfe.entity';

/** 02 §7 GET /api/hilfe/eingabehilfe: reference data (seeded), the same for every logged-in user. */
@ApiTags('hilfe')
@Controller('hilfe')
export class HilfeController {
  constructor(@InjectRepository(Eingabehilfe) private readonly eintraege: Repository<Eingabehilfe>) {}

  @Get('eingabehilfe')
  @ApiOperation({ summary: 'The special-character help entries (02 §3, §5)' })
  eingabehilfe(): Promise<EingabehilfeEintrag[]> {
    return this.eintraege.find({
      select: { id: true, zeichenklein: true, eingabeklein: true, zeichengross: true, eingabegross: true },
      order: { id: 'ASC' },
    });
  }
}
