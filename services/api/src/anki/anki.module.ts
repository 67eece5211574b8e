import { Module } from '@nestjs/common';
import { UnterrichtsmoduleModule } from '../unterrichtsmodule/unterrichtsmodule.module';
import { UnterrichtsmodulteileModule } from '../unterrichtsmodulteile/unterrichtsmodulteile.module';
import { UploadsModule } from '../uploads/uploads.module';
import { AnkiController } from './anki.controller';
import { AnkiExportService } from './anki-export.service';
import { AnkiImportService } from './anki-import.service';

/** Issue 25 §2: the stacks module's write check, the cards module's bulk insert and read, the uploads' storage. */
@Module({
  imports: [UnterrichtsmoduleModule, UnterrichtsmodulteileModule, UploadsModule],
  controllers: [AnkiController],
  providers: [AnkiImportService, AnkiExportService],
})
export class AnkiModule {}
