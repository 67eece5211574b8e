import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UnterrichtsmoduleModule } from '../unterrichtsmodule/unterrichtsmodule.module';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { UnterrichtsmodulteileController } from './unterrichtsmodulteile.controller';
import { UnterrichtsmodulteileService } from './unterrichtsmodulteile.service';
import { Stapelergebnis } from './entities/stapelergebnis.entity';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';

/** Cards and quiz results (02 §3): reading a stack's cards so far. */
@Module({
  imports: [
    UnterrichtsmoduleModule,
    TypeOrmModule.forFeature([Unterrichtsmodulteil, Stapelergebnis, Benutzer]),
  ],
  controllers: [UnterrichtsmodulteileController],
  providers: [UnterrichtsmodulteileService],
})
export class UnterrichtsmodulteileModule {}
