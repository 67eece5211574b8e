import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AnkiImportResponse } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { AnkiExportService } from './anki-export.service';
import { AnkiImportService } from './anki-import.service';

/** A file name for Content-Disposition: ASCII fallback plus the UTF-8 name (RFC 6266 / 5987). */
function contentDisposition(dateiname: string): string {
  const ascii =
    dateiname
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\/;]/g, '_') || 'stapel.apkg';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(dateiname)}`;
}

/** Issue 25 §2: Anki packages into a stack and a stack as an Anki package. */
@ApiTags('anki')
@Controller('anki')
export class AnkiController {
  constructor(
    private readonly ankiImport: AnkiImportService,
    private readonly ankiExport: AnkiExportService,
  ) {}

  @Post('import/:unterrichtsmodulid')
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('application/zip')
  @ApiBody({ schema: { type: 'string', format: 'binary' }, description: 'the package file as it is' })
  @ApiOperation({ summary: 'Import an Anki package (.apkg/.colpkg, the bytes) into a stack, with its media' })
  importieren(
    @CurrentUser() user: AuthUser,
    @Param('unterrichtsmodulid', ParseIdPipe) stapelId: number,
    @Body() body: unknown,
  ): Promise<AnkiImportResponse> {
    return this.ankiImport.importieren(user, stapelId, body);
  }

  @Get('export/:unterrichtsmodulid')
  @ApiProduces('application/zip')
  @ApiOperation({ summary: "A readable stack's cards as an Anki package (.apkg, Basic notes, media)" })
  async exportieren(
    @CurrentUser() user: AuthUser,
    @Param('unterrichtsmodulid', ParseIdPipe) stapelId: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const datei = await this.ankiExport.exportieren(user, stapelId);
    void reply.header('Content-Type', 'application/zip');
    void reply.header('Content-Disposition', contentDisposition(datei.dateiname));
    void reply.header('Cache-Control', 'no-store');
    return datei.inhalt;
  }
}
