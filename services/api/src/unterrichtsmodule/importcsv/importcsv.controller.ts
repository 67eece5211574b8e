import { Body, Controller, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { CsvImportResponse } from '@lernstapel/contracts';
import type { AuthUser } from '../../auth/auth-user';
import { CurrentUser } from '../../auth/decorators/current-user.decorator';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { ImportcsvService } from './importcsv.service';

/** 01 §7/§9 CSV import; the body is the file itself (text/csv), see common/csv-body.parser.ts. */
@ApiTags('unterrichtsmodule')
@Controller('unterrichtsmodule/importcsv')
export class ImportcsvController {
  constructor(private readonly importcsv: ImportcsvService) {}

  @Post(':unterrichtsmodulid')
  @HttpCode(HttpStatus.OK)
  @ApiConsumes('text/csv')
  @ApiOperation({ summary: 'Import cards from a .txt/.csv file (UTF-8 or Windows-1252) into a stack' })
  importieren(
    @CurrentUser() user: AuthUser,
    @Param('unterrichtsmodulid', ParseIdPipe) stapelId: number,
    @Body() body: unknown,
  ): Promise<CsvImportResponse> {
    return this.importcsv.importieren(user, stapelId, body);
  }
}
