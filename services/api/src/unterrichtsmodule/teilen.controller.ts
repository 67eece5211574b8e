import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GeteilteStapelResponse, StapelAktionResponse } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { RequireLicence } from '../schulen/require-licence.decorator';
import { GemeinsamerStapelBeendenDto, GemeinsamerStapelDto, TeilenDto } from './dto/teilen.dto';
import { StapelIdDto } from './dto/stapel-id.dto';
import { TeilenService } from './teilen.service';

/** Sharing (mailbox) and team editing of stacks (01 §2, §4, §5, §7); sharing and team editing need the licence. */
@ApiTags('unterrichtsmodule')
@Controller('unterrichtsmodule')
export class TeilenController {
  constructor(private readonly teilen: TeilenService) {}

  /** 01 §7 POST /api/unterrichtsmodule/teilen. */
  @Post('teilen')
  @HttpCode(HttpStatus.OK)
  @RequireLicence()
  @ApiOperation({
    summary:
      'Share an own stack with users and groups of the own school (mailbox), optionally as an assignment',
  })
  share(@CurrentUser() user: AuthUser, @Body() body: TeilenDto): Promise<StapelAktionResponse> {
    return this.teilen.teilen(user, body);
  }

  /** The mailbox's 'Aus dem Briefkasten entfernen' (01 §7 did it with raw SQL; DEVIATIONS 1). */
  @Post('briefkasten/entfernen')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Remove one entry (share id) from the own mailbox' })
  removeFromMailbox(
    @CurrentUser() user: AuthUser,
    @Body() body: StapelIdDto,
  ): Promise<GeteilteStapelResponse> {
    return this.teilen.ausBriefkastenEntfernen(user, body.id);
  }

  /** 01 §7 POST /api/unterrichtsmodule/gemeinsamerstapel. */
  @Post('gemeinsamerstapel')
  @HttpCode(HttpStatus.OK)
  @RequireLicence()
  @ApiOperation({ summary: 'Team editing on for an own stack, with these members of the own school' })
  team(@CurrentUser() user: AuthUser, @Body() body: GemeinsamerStapelDto): Promise<StapelAktionResponse> {
    return this.teilen.teamFreigeben(user, body);
  }

  @Post('gemeinsamerstapel/beenden')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'End team editing of an own stack (no licence needed)' })
  endTeam(
    @CurrentUser() user: AuthUser,
    @Body() body: GemeinsamerStapelBeendenDto,
  ): Promise<StapelAktionResponse> {
    return this.teilen.teamBeenden(user, body.unterrichtsmodule_id);
  }
}
