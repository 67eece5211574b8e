import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { KonjugationVorschlag } from '@lernstapel/contracts';
import { Roles } from '../../identitaet/decorators/roles.decorator';
import { formenVorschlagen } from './formen-vorschlag';
import { KonjugationVorschlagDto } from './konjugation-vorschlag.dto';

/** Beyond the spec: 'Formen vorschlagen' of the conjugation editor (02 §4 mode 5). */
@ApiTags('unterrichtsmodulteile')
@Controller('unterrichtsmodulteile/konjugation')
export class KonjugationController {
  @Get()
  @Roles('teacher', 'pupil')
  @ApiOperation({ summary: 'The six forms of a verb in a tense, from open conjugation data' })
  async vorschlag(@Query() query: KonjugationVorschlagDto): Promise<KonjugationVorschlag> {
    return { formen: await formenVorschlagen(query.sprache, query.zeitform, query.verb) };
  }
}
