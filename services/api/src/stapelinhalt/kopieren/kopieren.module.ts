import { Module } from '@nestjs/common';
import { BenutzerordnerModule } from '../../benutzerordner/benutzerordner.module';
import { FlashcardsthemenModule } from '../../flashcardsthemen/flashcardsthemen.module';
import { UnterrichtsmodulteileModule } from '../../unterrichtsmodulteile/unterrichtsmodulteile.module';
import { UnterrichtsmoduleModule } from '../../unterrichtsmodule/unterrichtsmodule.module';
import { KopierenController } from './kopieren.controller';
import { KopierenService } from './kopieren.service';

/** Copying a stack with its cards into a folder: the stacks, cards and folders modules' exported services, one transaction. */
@Module({
  imports: [
    UnterrichtsmoduleModule,
    UnterrichtsmodulteileModule,
    BenutzerordnerModule,
    FlashcardsthemenModule,
  ],
  controllers: [KopierenController],
  providers: [KopierenService],
})
export class KopierenModule {}
