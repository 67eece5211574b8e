import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { SessionsModule } from '../benutzer/sitzungen/sessions.module';
import { BenutzerLesenModule } from '../benutzer/benutzer-lesen.module';
import { BenutzerSchreibenModule } from '../benutzer/benutzer-schreiben.module';
import { SchulenModule } from '../schulen/schulen.module';
import { SchulkontoAnbieter } from './entities/schulkonto-anbieter.entity';
import { SchulkontoVerknuepfung } from './entities/schulkonto-verknuepfung.entity';
import { SchulkontoAnbieterController } from './anbieter/schulkonto-anbieter.controller';
import { SchulkontoAbmeldungService } from './schulkonto-abmeldung.service';
import { SchulkontoAnbieterService } from './schulkonto-anbieter.service';
import { SchulkontoAnmeldungService } from './schulkonto-anmeldung.service';
import { SchulkontoController } from './schulkonto.controller';
import { SchulkontoGuard, SchulkontoStrategy } from './schulkonto.strategy';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { SCHULKONTO_DATENSCHUTZ } from './schulkonto.datenschutz';

/** Issue 28 'Mit Schulkonto anmelden': OpenID Connect sign-in with each school's identity provider. */
@Module({
  imports: [
    TypeOrmModule.forFeature([SchulkontoAnbieter, SchulkontoVerknuepfung]),
    BenutzerLesenModule,
    BenutzerSchreibenModule,
    SchulenModule,
    AuthModule,
    SessionsModule,
  ],
  controllers: [SchulkontoController, SchulkontoAnbieterController],
  providers: [
    datenschutzDeklaration('schulkonto', SCHULKONTO_DATENSCHUTZ),
    SchulkontoAnbieterService,
    SchulkontoAbmeldungService,
    SchulkontoAnmeldungService,
    SchulkontoStrategy,
    SchulkontoGuard,
  ],
})
export class SchulkontoModule {}
