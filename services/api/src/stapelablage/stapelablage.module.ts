import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BenutzerLesenModule } from '../benutzer/benutzer-lesen.module';
import { UnterrichtsmoduleModule } from '../unterrichtsmodule/unterrichtsmodule.module';
import { Stapelablage } from './entities/stapelablage.entity';
import { StapelablageController } from './stapelablage.controller';
import { StapelablageParteienService } from './stapelablage-parteien.service';
import { StapelablageSchritteService } from './stapelablage-schritte.service';
import { StapelablageService } from './stapelablage.service';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { STAPELABLAGE_DATENSCHUTZ } from './stapelablage.datenschutz';

/**
 * Hand-ins for correction (01 §3, §4): the hand-in list, handing in, and the steps of the state
 * machine (rule stapelablageUebergang). Exported: the parties of a stack's hand-ins (the cards' correction
 * marks); the stacks find the same service through discovery (their StapelablageQuelle).
 */
@Module({
  imports: [UnterrichtsmoduleModule, BenutzerLesenModule, TypeOrmModule.forFeature([Stapelablage])],
  controllers: [StapelablageController],
  providers: [
    datenschutzDeklaration('stapelablage', STAPELABLAGE_DATENSCHUTZ),
    StapelablageService,
    StapelablageSchritteService,
    StapelablageParteienService,
  ],
  exports: [StapelablageParteienService],
})
export class StapelablageModule {}
