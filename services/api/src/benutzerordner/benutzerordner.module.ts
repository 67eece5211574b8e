import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UnterrichtsmoduleModule } from '../unterrichtsmodule/unterrichtsmodule.module';
import { BenutzerordnerController } from './benutzerordner.controller';
import { BenutzerordnerService } from './benutzerordner.service';
import { OrdnerWahlService } from './ordner-wahl.service';
import { Benutzerordner } from './entities/benutzerordner.entity';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { BENUTZERORDNER_DATENSCHUTZ } from './benutzerordner.datenschutz';

/**
 * Folders (01 §3, §4, §5). The stacks in a folder are the stacks module's (imported). Exported: the
 * folder choice for copying; the stacks find the same service through discovery for the stack dialog
 * (their OrdnerQuelle).
 */
@Module({
  imports: [UnterrichtsmoduleModule, TypeOrmModule.forFeature([Benutzerordner])],
  controllers: [BenutzerordnerController],
  providers: [
    datenschutzDeklaration('benutzerordner', BENUTZERORDNER_DATENSCHUTZ),
    BenutzerordnerService,
    OrdnerWahlService,
  ],
  exports: [OrdnerWahlService],
})
export class BenutzerordnerModule {}
