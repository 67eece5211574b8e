import { Body, Controller, HttpCode, HttpStatus, Param, Post, Query } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CsvImportResponse, CsvVorschauResponse } from '@lernstapel/contracts';
import type { AuthUser } from '../../identitaet/auth-user';
import { CurrentUser } from '../../identitaet/decorators/current-user.decorator';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { ImportcsvQueryDto } from './dto/importcsv-query.dto';
import { ImportcsvService } from './importcsv.service';

/** The file's bytes as they are: the import detects the encoding (the generated client sends them as text/csv). */
const CSV_DATEI = {
  schema: { type: 'string', format: 'binary' },
  description: 'the .txt/.csv file',
} as const;

/** 01 §7/§9, issue 25 §1 CSV import; the body is the file itself (text/csv), see common/csv-body.parser.ts. */
@ApiTags('unterrichtsmodule')
@Controller('unterrichtsmodule/importcsv')
export class ImportcsvController {
  constructor(private readonly importcsv: ImportcsvService) {}

  @Post(':unterrichtsmodulid')
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('text/csv')
  @ApiBody(CSV_DATEI)
  @ApiOperation({
    summary:
      'Import cards from a .txt/.csv file (UTF-8, Windows-1252, UTF-16) into a stack, mapped by the query',
  })
  importieren(
    @CurrentUser() user: AuthUser,
    @Param('unterrichtsmodulid', ParseIdPipe) stapelId: number,
    @Query() query: ImportcsvQueryDto,
    @Body() body: unknown,
  ): Promise<CsvImportResponse> {
    return this.importcsv.importieren(user, stapelId, body, query);
  }

  @Post(':unterrichtsmodulid/vorschau')
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('text/csv')
  @ApiBody(CSV_DATEI)
  @ApiOperation({ summary: 'How the file would be read and the first cards, without importing' })
  vorschau(
    @CurrentUser() user: AuthUser,
    @Param('unterrichtsmodulid', ParseIdPipe) stapelId: number,
    @Query() query: ImportcsvQueryDto,
    @Body() body: unknown,
  ): Promise<CsvVorschauResponse> {
    return this.importcsv.vorschau(user, stapelId, body, query);
  }
}
