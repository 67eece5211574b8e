import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Benutzerordner } from './entities/benutzerordner.entity';

/** Folders (01 §3). No endpoints yet: the entities are registered for the coming issues. */
@Module({ imports: [TypeOrmModule.forFeature([Benutzerordner])] })
export class BenutzerordnerModule {}
