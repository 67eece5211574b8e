import { Body, Controller, Get, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FlashcardsthemenResponse, KategorieAnlegenResponse } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { Roles } from '../identitaet/decorators/roles.decorator';
import { KategorieAnlegenDto } from './dto/kategorie-anlegen.dto';
import { FlashcardsthemenService } from './flashcardsthemen.service';

/** Topics and categories (01 §3) for the stack dialog; 01 §6: only teachers create categories. */
@ApiTags('flashcardsthemen')
@Controller('flashcardsthemen')
export class FlashcardsthemenController {
  constructor(private readonly themen: FlashcardsthemenService) {}

  @Get()
  @ApiOperation({ summary: 'Every topic and category, by name' })
  async all(): Promise<FlashcardsthemenResponse> {
    const { themen, kategorien } = await this.themen.all();
    return { flashcardsthemen: themen, flashcardsthemenukategorien: kategorien };
  }

  /** 01 §7 POST /api/flashcardsthemen: a new category of a topic. */
  @Post()
  @HttpCode(HttpStatus.OK)
  @Roles('teacher')
  @ApiOperation({ summary: "'Neue Kategorie' (teachers only): a non-empty title, unique in the topic" })
  anlegen(
    @CurrentUser() user: AuthUser,
    @Body() body: KategorieAnlegenDto,
  ): Promise<KategorieAnlegenResponse> {
    return this.themen.kategorieAnlegen(user, body);
  }
}
