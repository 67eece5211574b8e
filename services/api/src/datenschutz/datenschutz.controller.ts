import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { DatenexportEintrag, DatenschutzAngaben } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { Public } from '../identitaet/decorators/public.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { DatenschutzService } from './datenschutz.service';

/** Issue 16: the operator's legal data and the data export (DSGVO Art. 15, 20). */
@ApiTags('datenschutz')
@Controller('datenschutz')
export class DatenschutzController {
  constructor(private readonly datenschutz: DatenschutzService) {}

  @Get('angaben')
  @Public()
  @ApiOperation({
    summary: 'Operator of this installation and retention periods (legal notice, privacy text)',
  })
  angaben(): DatenschutzAngaben {
    return this.datenschutz.angaben();
  }

  @Get('exporte')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: "Exports of other people's data (who, whom, when) for the school's administrators",
  })
  exporte(@CurrentUser() user: AuthUser): Promise<DatenexportEintrag[]> {
    return this.datenschutz.datenexporte(user);
  }

  @Get('export')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('application/zip')
  @ApiOperation({ summary: 'Own data as a ZIP: one JSON file per domain, own stacks as CSV' })
  exportSelbst(@CurrentUser() user: AuthUser): Promise<StreamableFile> {
    return this.datenschutz.export(user, user.id);
  }

  @Get('export/:benutzerId')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('application/zip')
  @ApiOperation({
    summary: "A user's data as a ZIP: oneself, a pupil of the own class, or anyone for main admins",
  })
  export(
    @CurrentUser() user: AuthUser,
    @Param('benutzerId', ParseIdPipe) benutzerId: number,
  ): Promise<StreamableFile> {
    return this.datenschutz.export(user, benutzerId);
  }
}
