import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { SchulkontoAnbieter } from '@lernstapel/contracts';
import type { AuthUser } from '../../identitaet/auth-user';
import { CurrentUser } from '../../identitaet/decorators/current-user.decorator';
import { RequireFlag } from '../../identitaet/decorators/require-flag.decorator';
import { Roles } from '../../identitaet/decorators/roles.decorator';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { SchulkontoAnbieterDto } from '../dto/schulkonto-anbieter.dto';
import { SchulkontoAnbieterService } from '../schulkonto-anbieter.service';

/**
 * Issue 28: a school's identity provider, entered by the school administrator (kann_schuldaten_bearbeiten,
 * own school) or the main administrator (any school).
 */
@ApiTags('schulkonto')
@Controller('schulkonto/anbieter')
@Roles('teacher', 'mainAdmin')
@RequireFlag('kann_schuldaten_bearbeiten')
export class SchulkontoAnbieterController {
  constructor(private readonly anbieter: SchulkontoAnbieterService) {}

  @Get(':schuleId')
  @ApiOperation({ summary: "A school's identity provider (without its secret), or null" })
  read(
    @CurrentUser() user: AuthUser,
    @Param('schuleId', ParseIdPipe) schuleId: number,
    @Req() request: FastifyRequest,
  ): Promise<SchulkontoAnbieter | null> {
    return this.anbieter.read(user, schuleId, request);
  }

  @Put(':schuleId')
  @ApiOperation({ summary: "Save a school's identity provider (the secret is stored encrypted)" })
  save(
    @CurrentUser() user: AuthUser,
    @Param('schuleId', ParseIdPipe) schuleId: number,
    @Body() body: SchulkontoAnbieterDto,
    @Req() request: FastifyRequest,
  ): Promise<SchulkontoAnbieter> {
    return this.anbieter.save(user, schuleId, body, request);
  }

  @Delete(':schuleId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: "Remove a school's identity provider (its users' links stay for a new one)" })
  async remove(
    @CurrentUser() user: AuthUser,
    @Param('schuleId', ParseIdPipe) schuleId: number,
  ): Promise<void> {
    await this.anbieter.remove(user, schuleId);
  }
}
