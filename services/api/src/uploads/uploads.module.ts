import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Uploaderlaubnis } from './entities/uploaderlaubnis.entity';
import { UploadsService } from './uploads.service';

/** Pupil upload permissions (01 §4: 2 hours), granted from the Klasse table (users module). */
@Module({
  imports: [TypeOrmModule.forFeature([Uploaderlaubnis])],
  providers: [UploadsService],
  exports: [UploadsService],
})
export class UploadsModule {}
