import { Module } from '@nestjs/common';
import { FlashcardsthemenModule } from '../../flashcardsthemen/flashcardsthemen.module';
import { UnterrichtsmodulteileModule } from '../../unterrichtsmodulteile/unterrichtsmodulteile.module';
import { UnterrichtsmoduleModule } from '../../unterrichtsmodule/unterrichtsmodule.module';
import { KopierenController } from './kopieren.controller';
import { KopierenService } from './kopieren.service';

/** Copying a stack with its cards: the stacks and cards modules' exported services, one transaction. */
@Module({
  imports: [UnterrichtsmoduleModule, UnterrichtsmodulteileModule, FlashcardsthemenModule],
  controllers: [KopierenController],
  providers: [KopierenService],
})
export class KopierenModule {}
