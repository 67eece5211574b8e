import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Benutzereinstellung } from './entities/benutzereinstellung.entity';
import { Eingabehilfe } from './entities/eingabehilfe.entity';

/** User settings and input-help entries (01 §3, 02 §3). No endpoints yet: the entities are registered for the coming issues. */
@Module({ imports: [TypeOrmModule.forFeature([Benutzereinstellung, Eingabehilfe])] })
export class SettingsModule {}
