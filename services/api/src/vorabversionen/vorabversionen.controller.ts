import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { VorabversionenUebersicht } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { Roles } from '../identitaet/decorators/roles.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { TooManyAttempts } from '../rate-limit/too-many';
import { RueckfallDto } from './dto/rueckfall.dto';
import { VorabSchuleDto } from './dto/vorab-schule.dto';
import { VorabversionenService } from './vorabversionen.service';

/** Issue 26 §5: canary releases of a remote per school. */
@ApiTags('vorabversionen')
@Controller('vorabversionen')
export class VorabversionenController {
  constructor(private readonly vorabversionen: VorabversionenService) {}

  @Get()
  @Roles('mainAdmin')
  @ApiOperation({ summary: 'The canary map and which schools run which version, with their fallbacks' })
  uebersicht(): Promise<VorabversionenUebersicht> {
    return this.vorabversionen.uebersicht();
  }

  @Put('schulen/:id')
  @Roles('mainAdmin')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Put a school on the canary or back on the stable version' })
  setzen(@Param('id', ParseIdPipe) id: number, @Body() body: VorabSchuleDto): Promise<void> {
    return this.vorabversionen.setzen(id, body.vorab);
  }

  /** Sent by the shell when a canary remote did not load and it fell back to the stable one. */
  @Post('rueckfall')
  @Roles('teacher', 'pupil')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Report that the caller's browser fell back from a canary remote" })
  async melden(
    @CurrentUser() user: AuthUser,
    @Body() body: RueckfallDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    try {
      await this.vorabversionen.melden(user, body);
    } catch (error) {
      TooManyAttempts.announce(error, reply);
      throw error;
    }
  }
}
