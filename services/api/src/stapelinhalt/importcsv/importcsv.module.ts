import { Module } from '@nestjs/common';
import { UnterrichtsmodulteileModule } from '../../unterrichtsmodulteile/unterrichtsmodulteile.module';
import { UnterrichtsmoduleModule } from '../../unterrichtsmodule/unterrichtsmodule.module';
import { ImportcsvController } from './importcsv.controller';
import { ImportcsvService } from './importcsv.service';

/** 01 §9 CSV import: the stacks module's write check, the cards module's bulk insert. */
@Module({
  imports: [UnterrichtsmoduleModule, UnterrichtsmodulteileModule],
  controllers: [ImportcsvController],
  providers: [ImportcsvService],
})
export class ImportcsvModule {}
