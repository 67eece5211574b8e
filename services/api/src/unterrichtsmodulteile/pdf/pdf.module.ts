import { Module } from '@nestjs/common';
import { UploadsModule } from '../../uploads/uploads.module';
import { UnterrichtsmodulteileModule } from '../unterrichtsmodulteile.module';
import { PdfController } from './pdf.controller';
import { PdfService } from './pdf.service';

/** Printing a stack's cards (issue 10 'Als PDF drucken'). */
@Module({
  imports: [UnterrichtsmodulteileModule, UploadsModule],
  controllers: [PdfController],
  providers: [PdfService],
})
export class PdfModule {}
