import { Controller, Delete, Get, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { BenutzerAdminZeile, BenutzerToShareResponse, KlassenSchueler } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { Roles } from '../identitaet/decorators/roles.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { TeilbareBenutzerService } from './teilbare-benutzer.service';
import { BenutzerSchreibenService } from './benutzer-schreiben.service';
import { BenutzerService } from './benutzer.service';

@ApiTags('benutzer')
@Controller('benutzer')
export class BenutzerController {
  constructor(
    private readonly users: BenutzerService,
    private readonly lesen: TeilbareBenutzerService,
    private readonly schreiben: BenutzerSchreibenService,
  ) {}

  /**
   * 01 §7 benutzertoshare (a read, so GET): the people the user may share a stack with, hand it in
   * to or edit it with in a team — users of the own school (teilbarWhere).
   */
  @Get('benutzertoshare')
  @ApiOperation({ summary: 'Users of the own school to share with (a pupil is not in their own list)' })
  @Roles('teacher', 'pupil')
  async toShare(@CurrentUser() user: AuthUser): Promise<BenutzerToShareResponse> {
    return { benutzertoshare: await this.lesen.teilbar(user) };
  }

  /**
   * 01 §7 GET /api/benutzer/klasse/{klassen_code}: with login codes, so only for the class's teacher and
   * the school's administrators (DEVIATIONS 2; main administrators see every code under /benutzer/alle);
   * 404 for every other teacher.
   */
  @Get('klasse/:klassenCode')
  @ApiOperation({
    summary: "Pupils of a class with their login codes (the class's teacher, school administrators)",
  })
  @Roles('teacher')
  pupilsOfClass(
    @CurrentUser() user: AuthUser,
    @Param('klassenCode') klassenCode: string,
  ): Promise<KlassenSchueler[]> {
    return this.users.pupilsOfClass(user, klassenCode);
  }

  /** 01 §7 GET /api/benutzer/alle: every user for the main administrator's 'Benutzer' tab (01 §2). */
  @Get('alle')
  @ApiOperation({ summary: 'All users with login code and school (main administrators only)' })
  @Roles('mainAdmin')
  all(): Promise<BenutzerAdminZeile[]> {
    return this.users.allForMainAdmin();
  }

  /** Issue 29: a deletion request (Art. 17) of a person without a school; answers the new list. */
  @Delete('einzelperson/:id')
  @ApiOperation({
    summary: 'Delete a person without a school with all their data (main administrators only)',
  })
  @Roles('mainAdmin')
  async deleteIndividual(@Param('id', ParseIdPipe) id: number): Promise<BenutzerAdminZeile[]> {
    await this.schreiben.deleteIndividual(id);
    return this.users.allForMainAdmin();
  }

  /** 01 §7 GET /api/benutzer/admin: the main administrators. */
  @Get('admin')
  @ApiOperation({ summary: 'The main administrators (main administrators only)' })
  @Roles('mainAdmin')
  mainAdmins(): Promise<BenutzerAdminZeile[]> {
    return this.users.mainAdmins();
  }
}
