import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Benutzereinstellung } from './entities/benutzereinstellung.entity';
import { Eingabehilfe } from './entities/eingabehilfe.entity';
import { SettingsController } from './settings.controller';
import { SettingsService } from './settings.service';

/** User settings (01 §3) and input-help entries (02 §3). */
@Module({
  imports: [TypeOrmModule.forFeature([Benutzereinstellung, Eingabehilfe])],
  controllers: [SettingsController],
  providers: [SettingsService],
})
export class SettingsModule {}
