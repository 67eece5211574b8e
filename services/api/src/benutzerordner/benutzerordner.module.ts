import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UnterrichtsmoduleModule } from '../unterrichtsmodule/unterrichtsmodule.module';
import { BenutzerordnerController } from './benutzerordner.controller';
import { BenutzerordnerService } from './benutzerordner.service';
import { Benutzerordner } from './entities/benutzerordner.entity';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { BENUTZERORDNER_DATENSCHUTZ } from './benutzerordner.datenschutz';

/**
 * Folders (01 §3, §4, §5). The stacks in a folder are the stacks module's (imported); the stack
 * dialog's folder choice uses this folder's query functions (ordner-abfragen.ts).
 */
@Module({
  imports: [UnterrichtsmoduleModule, TypeOrmModule.forFeature([Benutzerordner])],
  controllers: [BenutzerordnerController],
  providers: [datenschutzDeklaration('benutzerordner', BENUTZERORDNER_DATENSCHUTZ), BenutzerordnerService],
})
export class BenutzerordnerModule {}
