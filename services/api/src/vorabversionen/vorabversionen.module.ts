import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../benutzer/sitzungen/sessions.module';
import { SchulenModule } from '../schulen/schulen.module';
import { VorabversionRueckfall } from './entities/vorabversion-rueckfall.entity';
import { VorabversionSchule } from './entities/vorabversion-schule.entity';
import { VorabversionenController } from './vorabversionen.controller';
import { VorabversionenService } from './vorabversionen.service';

/** Issue 26 §5: canary releases of a remote per school; the portal asks it for /remotes.json. */
@Module({
  imports: [
    SessionsModule,
    SchulenModule,
    TypeOrmModule.forFeature([VorabversionSchule, VorabversionRueckfall]),
  ],
  controllers: [VorabversionenController],
  providers: [VorabversionenService],
  exports: [VorabversionenService],
})
export class VorabversionenModule {}
