import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { BildUploadService } from './bild-upload.service';
import { Uploaderlaubnis } from './entities/uploaderlaubnis.entity';
import { LokalerUploadSpeicher, UPLOAD_SPEICHER } from './upload-speicher';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';
import { ExterneBilderService } from './extern/externe-bilder.service';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { UPLOADS_DATENSCHUTZ } from './uploads.datenschutz';

/**
 * Pupil upload permissions (01 §4: 2 hours, granted from the Klasse table) and the own images of
 * cards (02 §7), kept by a storage adapter: a folder under DATA_DIR by default.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Uploaderlaubnis])],
  controllers: [UploadsController],
  providers: [
    datenschutzDeklaration('uploads', UPLOADS_DATENSCHUTZ),
    UploadsService,
    BildUploadService,
    ExterneBilderService,
    {
      provide: UPLOAD_SPEICHER,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig) => new LokalerUploadSpeicher(config.dataDir),
    },
  ],
  exports: [UploadsService, BildUploadService, UPLOAD_SPEICHER, ExterneBilderService],
})
export class UploadsModule {}
