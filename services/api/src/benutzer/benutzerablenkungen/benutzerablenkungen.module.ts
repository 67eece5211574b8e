import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../../auth/auth.module';
import { Benutzer } from '../entities/benutzer.entity';
import { BenutzerablenkungenController } from './benutzerablenkungen.controller';
import { BenutzerablenkungenService } from './benutzerablenkungen.service';
import { Benutzerablenkung } from './entities/benutzerablenkung.entity';

/** Activity log, benutzerablenkungen (01 §3): the Aktivitäten feed. */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([Benutzerablenkung, Benutzer])],
  controllers: [BenutzerablenkungenController],
  providers: [BenutzerablenkungenService],
})
export class BenutzerablenkungenModule {}
