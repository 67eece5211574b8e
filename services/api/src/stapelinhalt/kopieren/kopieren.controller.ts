import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { KopierenResponse } from '@lernstapel/contracts';
import type { AuthUser } from '../../identitaet/auth-user';
import { CurrentUser } from '../../identitaet/decorators/current-user.decorator';
import { Roles } from '../../identitaet/decorators/roles.decorator';
import { KopierenDto } from './dto/kopieren.dto';
import { KopierenService } from './kopieren.service';

/** 01 §2 / 02 §7 POST /api/unterrichtsmodule/kopieren. */
@ApiTags('unterrichtsmodule')
@Controller('unterrichtsmodule/kopieren')
export class KopierenController {
  constructor(private readonly kopieren: KopierenService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @Roles('teacher', 'pupil')
  @ApiOperation({ summary: 'Copy a stack from the mailbox or the global library into the own stacks' })
  copy(@CurrentUser() user: AuthUser, @Body() body: KopierenDto): Promise<KopierenResponse> {
    return this.kopieren.kopieren(user, body);
  }
}
