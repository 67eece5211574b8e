import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Benutzer } from '../users/entities/benutzer.entity';
import { ActivityController } from './activity.controller';
import { ActivityService } from './activity.service';
import { Benutzerablenkung } from './entities/benutzerablenkung.entity';

/** Activity log, benutzerablenkungen (01 §3): the Aktivitäten feed. */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([Benutzerablenkung, Benutzer])],
  controllers: [ActivityController],
  providers: [ActivityService],
})
export class ActivityModule {}
