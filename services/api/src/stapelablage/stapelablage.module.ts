import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BenutzerModule } from '../benutzer/benutzer.module';
import { UnterrichtsmoduleModule } from '../unterrichtsmodule/unterrichtsmodule.module';
import { Stapelablage } from './entities/stapelablage.entity';
import { StapelablageController } from './stapelablage.controller';
import { StapelablageService } from './stapelablage.service';

/**
 * Hand-ins for correction (01 §3, §4). Read side so far: the hand-in list. The mailbox (shares) is
 * read under /api/unterrichtsmodule; writes come in a later issue.
 */
@Module({
  imports: [UnterrichtsmoduleModule, BenutzerModule, TypeOrmModule.forFeature([Stapelablage])],
  controllers: [StapelablageController],
  providers: [StapelablageService],
})
export class StapelablageModule {}
