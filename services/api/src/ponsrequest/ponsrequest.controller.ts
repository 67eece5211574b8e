import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PonsAntwort } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { PonsRequestDto } from './dto/pons-request.dto';
import { PonsrequestService } from './ponsrequest.service';

/** 02 §7: the card editor's translation helper. */
@ApiTags('ponsrequest')
@Controller('ponsrequest')
export class PonsrequestController {
  constructor(private readonly ponsrequest: PonsrequestService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Translate a word (22 language keys, 02 §9); 503 German when no service is configured',
  })
  uebersetzen(@CurrentUser() user: AuthUser, @Body() body: PonsRequestDto): Promise<PonsAntwort> {
    return this.ponsrequest.uebersetzen(user, body);
  }
}
