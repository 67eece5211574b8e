import { Module } from '@nestjs/common';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { AUSSPRACHE_ADAPTER, type AusspracheAdapter } from './aussprache-adapter';
import { EspeakAussprache } from './espeak-aussprache';
import { HowtopronounceController } from './howtopronounce.controller';
import { HowtopronounceService } from './howtopronounce.service';
import { WebsiteAussprache } from './website-aussprache';

/** Pronunciation of vocabulary (02 §7): eSpeak NG here by default, a pronunciation site when configured. */
@Module({
  controllers: [HowtopronounceController],
  providers: [
    HowtopronounceService,
    {
      provide: AUSSPRACHE_ADAPTER,
      inject: [API_CONFIG],
      useFactory: (config: ApiConfig): AusspracheAdapter =>
        config.ausspracheUrl
          ? new WebsiteAussprache(config.ausspracheUrl)
          : new EspeakAussprache(config.dataDir),
    },
  ],
})
export class HowtopronounceModule {}
