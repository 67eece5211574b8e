import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Unterrichtsmodul } from '../unterrichtsmodule/entities/unterrichtsmodul.entity';
import { Benutzer } from '../benutzer/entities/benutzer.entity';
import { GeteilterStapel } from '../unterrichtsmodule/entities/geteilter-stapel.entity';
import { Stapelablage } from './entities/stapelablage.entity';
import { StapelablageController } from './stapelablage.controller';
import { StapelablageService } from './stapelablage.service';

/**
 * Shares and hand-in for correction (01 §3, §4). Read side so far: the hand-in list. The mailbox
 * (shares) is read under /api/unterrichtsmodule in the stacks module; writes come in a later issue.
 */
@Module({
  imports: [
    AuthModule,
    TypeOrmModule.forFeature([GeteilterStapel, Stapelablage, Unterrichtsmodul, Benutzer]),
  ],
  controllers: [StapelablageController],
  providers: [StapelablageService],
})
export class StapelablageModule {}
