import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Uploaderlaubnis } from './entities/uploaderlaubnis.entity';

/** Pupil upload permissions (01 §4: 2 hours). No endpoints yet: the entities are registered for the coming issues. */
@Module({ imports: [TypeOrmModule.forFeature([Uploaderlaubnis])] })
export class UploadsModule {}
