import { Module } from '@nestjs/common';
import { UnterrichtsmodulteileModule } from '../../unterrichtsmodulteile/unterrichtsmodulteile.module';
import { UnterrichtsmoduleModule } from '../../unterrichtsmodule/unterrichtsmodule.module';
import { ExportcsvController } from './exportcsv.controller';
import { ExportcsvService } from './exportcsv.service';

/** 01 §9 CSV export: the cards module's read (with its access check), the stacks module's title. */
@Module({
  imports: [UnterrichtsmoduleModule, UnterrichtsmodulteileModule],
  controllers: [ExportcsvController],
  providers: [ExportcsvService],
})
export class ExportcsvModule {}
