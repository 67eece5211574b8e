import { Controller, Get, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../identitaet/auth-user';
import { CurrentUser } from '../../identitaet/decorators/current-user.decorator';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { ExportcsvService } from './exportcsv.service';

/** A file name for Content-Disposition: ASCII fallback plus the UTF-8 name (RFC 6266 / 5987). */
function contentDisposition(dateiname: string): string {
  const ascii =
    dateiname
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\/;]/g, '_') || 'stapel.csv';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(dateiname)}`;
}

/** 01 §9 export of a stack's cards in the import format. */
@ApiTags('unterrichtsmodule')
@Controller('unterrichtsmodule/exportcsv')
export class ExportcsvController {
  constructor(private readonly exportcsv: ExportcsvService) {}

  @Get(':unterrichtsmodulid')
  @ApiProduces('text/csv')
  @ApiOperation({ summary: "A readable stack's cards as a CSV file (semicolons, tildes for commas, UTF-8)" })
  async exportieren(
    @CurrentUser() user: AuthUser,
    @Param('unterrichtsmodulid', ParseIdPipe) stapelId: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const datei = await this.exportcsv.exportieren(user, stapelId);
    void reply.header('Content-Type', 'text/csv; charset=utf-8');
    void reply.header('Content-Disposition', contentDisposition(datei.dateiname));
    // The file's UTF-8 bytes: a file in the OpenAPI document (a download link), not a JSON string.
    return Buffer.from(datei.inhalt, 'utf8');
  }
}
