import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { KontoModule } from './benutzer/konto/konto.module';
import { AnmeldecodeVergessenModule } from './benutzer/anmeldecodevergessen/anmeldecodevergessen.module';
import { BenutzerablenkungenModule } from './benutzer/benutzerablenkungen/benutzerablenkungen.module';
import { AuthModule } from './auth/auth.module';
import { AnfragenModule } from './anfragen/anfragen.module';
import { KonjugationModule } from './unterrichtsmodulteile/konjugation/konjugation.module';
import { HilfeModule } from './hilfe/hilfe.module';
import { UnterrichtsmodulteileModule } from './unterrichtsmodulteile/unterrichtsmodulteile.module';
import { StapelergebnisseModule } from './stapelergebnisse/stapelergebnisse.module';
import { FlashcardsthemenModule } from './flashcardsthemen/flashcardsthemen.module';
import type { ApiConfig } from './config/api-config';
import { ApiConfigModule } from './config/api-config.module';
import { dataSourceOptions } from './database/data-source-options';
import { DropTimedOutConnections } from './database/drop-timed-out-connections';
import { PruefungenModule } from './pruefungen/pruefungen.module';
import { BenutzerordnerModule } from './benutzerordner/benutzerordner.module';
import { SchuelergruppenModule } from './schuelergruppen/schuelergruppen.module';
import { HealthModule } from './health/health.module';
import { HelloModule } from './hello/hello.module';
import { MetricsModule } from './metrics/metrics.module';
import { LizenzbestellenModule } from './schulverwaltung/lizenzbestellen/lizenzbestellen.module';
import { MailModule } from './mail/mail.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { RedisModule } from './redis/redis.module';
import { PushModule } from './push/push.module';
import { WettbewerbeModule } from './wettbewerbe/wettbewerbe.module';
import { RegistrierenModule } from './benutzer/registrieren/registrieren.module';
import { EigeneSchuleModule } from './schulen/eigene/eigene.module';
import { SchulenModule } from './schulen/schulen.module';
import { SchulverwaltungModule } from './schulverwaltung/schulverwaltung.module';
import { BenutzereinstellungenModule } from './benutzereinstellungen/benutzereinstellungen.module';
import { StapelablageModule } from './stapelablage/stapelablage.module';
import { UnterrichtsmoduleModule } from './unterrichtsmodule/unterrichtsmodule.module';
import { KopierenModule } from './stapelinhalt/kopieren/kopieren.module';
import { ImportcsvModule } from './stapelinhalt/importcsv/importcsv.module';
import { ExportcsvModule } from './stapelinhalt/exportcsv/exportcsv.module';
import { AnkiModule } from './anki/anki.module';
import { UploadsModule } from './uploads/uploads.module';
import { PonsrequestModule } from './ponsrequest/ponsrequest.module';
import { PdfModule } from './unterrichtsmodulteile/pdf/pdf.module';
import { HowtopronounceModule } from './unterrichtsmodulteile/howtopronounce/howtopronounce.module';
import { BenutzerModule } from './benutzer/benutzer.module';
import { DatenschutzModule } from './datenschutz/datenschutz.module';
import { VorabversionenModule } from './vorabversionen/vorabversionen.module';
import { SchulkontoModule } from './schulkonto/schulkonto.module';

export interface AppModuleOptions {
  config: ApiConfig;
  /** Tests pass a fresh database; otherwise DATABASE_URL / the embedded SQLite file under DATA_DIR. */
  databaseOptions?: DataSourceOptions;
}

/** Root module: configuration, the database (migrations run on start) and one module per domain. */
@Module({})
export class AppModule {
  static register({ config, databaseOptions }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      providers: [DropTimedOutConnections],
      imports: [
        ApiConfigModule.register(config),
        RedisModule,
        PushModule,
        RateLimitModule,
        TypeOrmModule.forRootAsync({
          // Each module registers its entities (forFeature); a list in the given options (tests) is
          // dropped so that an entity no module registers fails in the tests as it would in production.
          useFactory: () => ({
            ...(databaseOptions ??
              dataSourceOptions(
                { DATABASE_URL: config.databaseUrl, DATA_DIR: config.dataDir },
                config.databaseTimeouts,
              )),
            entities: [],
            autoLoadEntities: true,
          }),
        }),
        AuthModule,
        AnfragenModule,
        HealthModule,
        HelloModule,
        MetricsModule,
        SchulenModule,
        SchulverwaltungModule,
        BenutzerModule,
        SchuelergruppenModule,
        UnterrichtsmoduleModule,
        KopierenModule,
        ImportcsvModule,
        ExportcsvModule,
        AnkiModule,
        UnterrichtsmodulteileModule,
        HilfeModule,
        KonjugationModule,
        HowtopronounceModule,
        PonsrequestModule,
        PdfModule,
        StapelergebnisseModule,
        FlashcardsthemenModule,
        BenutzerordnerModule,
        StapelablageModule,
        PruefungenModule,
        WettbewerbeModule,
        BenutzereinstellungenModule,
        BenutzerablenkungenModule,
        MailModule,
        RegistrierenModule,
        AnmeldecodeVergessenModule,
        UploadsModule,
        EigeneSchuleModule,
        LizenzbestellenModule,
        KontoModule,
        DatenschutzModule,
        VorabversionenModule,
        SchulkontoModule,
      ],
    };
  }
}
