import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AuthUser } from '../../identitaet/auth-user';
import { CurrentUser } from '../../identitaet/decorators/current-user.decorator';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { PdfQueryDto } from './dto/pdf-query.dto';
import { PdfService } from './pdf.service';

/** Issue 10 'Als PDF drucken' (beyond the spec): duplex PDF of a stack's cards. */
@ApiTags('unterrichtsmodulteile')
@Controller('unterrichtsmodulteile/pdf')
export class PdfController {
  constructor(private readonly pdf: PdfService) {}

  @Get(':unterrichtsmodulid')
  @ApiProduces('application/pdf')
  @ApiOperation({
    summary:
      'Cards of a readable stack as a duplex PDF (questions front, answers mirrored back; 8 or 12 per A4)',
  })
  async drucken(
    @CurrentUser() user: AuthUser,
    @Param('unterrichtsmodulid', ParseIdPipe) stapelId: number,
    @Query() query: PdfQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const pdf = await this.pdf.pdf(user, stapelId, query.proSeite ?? 8);
    void reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', `inline; filename="stapel-${stapelId}.pdf"`)
      .header('Cache-Control', 'no-store');
    return pdf;
  }
}
