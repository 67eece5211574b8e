import { Module } from '@nestjs/common';
import { UnterrichtsmoduleModule } from '../unterrichtsmodule/unterrichtsmodule.module';
import { StapelergebnisseController } from './stapelergebnisse.controller';
import { StapelergebnisseService } from './stapelergebnisse.service';

/** Quiz results (02 §3, §7 stapelergebnisse). */
@Module({
  imports: [UnterrichtsmoduleModule],
  controllers: [StapelergebnisseController],
  providers: [StapelergebnisseService],
})
export class StapelergebnisseModule {}
