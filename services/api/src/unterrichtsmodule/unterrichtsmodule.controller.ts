import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type {
  GeteilteStapelResponse,
  GlobaleModuleResponse,
  StapelDetail,
  StapelListResponse,
  StapelSpeichernResponse,
  TeamStapelResponse,
} from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { OwnUserId } from '../identitaet/decorators/own-user-id.decorator';
import { Roles } from '../identitaet/decorators/roles.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { StapelAnsichtDto } from './dto/stapel-ansicht.dto';
import { StapelIdDto } from './dto/stapel-id.dto';
import { StapelSpeichernDto } from './dto/stapel-speichern.dto';
import { GeteilteStapelService } from './geteilte-stapel.service';
import { GlobaleModuleService } from './globalemodule.service';
import { StapelSchreibenService } from './stapel-schreiben.service';
import { UnterrichtsmoduleService } from './unterrichtsmodule.service';

// The fixed paths (globalemodule, byid/{id}, allegeteiltemodulefuerbenutzer/{id}, gemeinsamestapel/{id}) stay above ':userId' so that they are never read as a user id.
@ApiTags('unterrichtsmodule')
@Controller('unterrichtsmodule')
export class UnterrichtsmoduleController {
  constructor(
    private readonly stacks: UnterrichtsmoduleService,
    private readonly schreiben: StapelSchreibenService,
    private readonly globaleModule: GlobaleModuleService,
    private readonly geteilteStapel: GeteilteStapelService,
  ) {}

  /** 01 §7 POST /api/unterrichtsmodule: the stack dialog (create, or edit an own stack). */
  @Post()
  @HttpCode(HttpStatus.OK)
  @Roles('teacher', 'pupil')
  @ApiOperation({ summary: "Create a stack or edit an own stack's properties; 'Neuer Ordner' on the way" })
  save(@CurrentUser() user: AuthUser, @Body() body: StapelSpeichernDto): Promise<StapelSpeichernResponse> {
    return this.schreiben.speichern(user, body);
  }

  /** 01 §7 POST /api/unterrichtsmodule/delete (DEVIATIONS 5: never GET): owner only. */
  @Post('delete')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Delete an own stack with its cards, results, shares, team rows and hand-ins' })
  delete(@CurrentUser() user: AuthUser, @Body() body: StapelIdDto): Promise<StapelListResponse> {
    return this.schreiben.loeschen(user, body.id);
  }

  /** 02 §7 GET /api/unterrichtsmodule/globalemodule: the global library, for every logged-in user. */
  @Get('globalemodule')
  @ApiOperation({ summary: 'Global stack library: topics, categories and all published stacks' })
  globalLibrary(): Promise<GlobaleModuleResponse> {
    return this.globaleModule.library();
  }

  /** 01/02 §7 GET /api/unterrichtsmodule/byid/{id}: one stack the user may read, with the user's rights. */
  @Get('byid/:id')
  @ApiOperation({ summary: 'One stack (owner, team, share recipient, hand-in party, or published)' })
  byId(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Query() query: StapelAnsichtDto,
  ): Promise<StapelDetail> {
    return this.stacks.detail(user, id, query);
  }

  /** 01 §7 GET /api/unterrichtsmodule/allegeteiltemodulefuerbenutzer/{userId}: the own mailbox only. */
  @Get('allegeteiltemodulefuerbenutzer/:userId')
  @ApiOperation({ summary: "Stacks shared with the user (mailbox 'Briefkasten'), newest first" })
  sharedWithUser(
    @CurrentUser() user: AuthUser,
    @OwnUserId('userId') _userId: number,
  ): Promise<GeteilteStapelResponse> {
    return this.geteilteStapel.fuerBenutzer(user);
  }

  /** 01 §7 GET /api/unterrichtsmodule/gemeinsamestapel/{userId}: the own team stacks only. */
  @Get('gemeinsamestapel/:userId')
  @ApiOperation({ summary: 'Stacks of other owners the user edits in a team (team editing on)' })
  teamStacks(@OwnUserId('userId') userId: number): Promise<TeamStapelResponse> {
    return this.stacks.teamStacks(userId);
  }

  /** 01 §7 GET /api/unterrichtsmodule/{userId}: own stacks only. */
  @Get(':userId')
  @ApiOperation({ summary: "The user's own stacks ('Meine Flashcards')" })
  ownStacks(@OwnUserId('userId') userId: number): Promise<StapelListResponse> {
    return this.stacks.ownStacks(userId);
  }
}
