import { type DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { DataSourceOptions } from 'typeorm';
import { AccountModule } from './account/account.module';
import { ActivityModule } from './activity/activity.module';
import { AuthModule } from './auth/auth.module';
import { CardsModule } from './cards/cards.module';
import { CategoriesModule } from './categories/categories.module';
import type { ApiConfig } from './config/api-config';
import { ApiConfigModule } from './config/api-config.module';
import { dataSourceOptions } from './database/data-source-options';
import { ExamsModule } from './exams/exams.module';
import { FoldersModule } from './folders/folders.module';
import { GroupsModule } from './groups/groups.module';
import { HelloModule } from './hello/hello.module';
import { LicenceModule } from './licence/licence.module';
import { MailModule } from './mail/mail.module';
import { RacesModule } from './races/races.module';
import { RegistrationModule } from './registration/registration.module';
import { OwnSchoolModule } from './schools/own-school.module';
import { SchoolsModule } from './schools/schools.module';
import { SettingsModule } from './settings/settings.module';
import { SharingModule } from './sharing/sharing.module';
import { StacksModule } from './stacks/stacks.module';
import { TeachersModule } from './teachers/teachers.module';
import { UploadsModule } from './uploads/uploads.module';
import { UsersModule } from './users/users.module';

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
      imports: [
        ApiConfigModule.register(config),
        TypeOrmModule.forRootAsync({
          useFactory: () =>
            databaseOptions ??
            dataSourceOptions({ DATABASE_URL: config.databaseUrl, DATA_DIR: config.dataDir }),
        }),
        AuthModule,
        HelloModule,
        SchoolsModule,
        UsersModule,
        GroupsModule,
        StacksModule,
        CardsModule,
        CategoriesModule,
        FoldersModule,
        SharingModule,
        ExamsModule,
        RacesModule,
        SettingsModule,
        ActivityModule,
        MailModule,
        RegistrationModule,
        UploadsModule,
        TeachersModule,
        OwnSchoolModule,
        LicenceModule,
        AccountModule,
      ],
    };
  }
}
