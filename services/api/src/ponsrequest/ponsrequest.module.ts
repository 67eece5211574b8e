import { Module } from '@nestjs/common';
import { BenutzereinstellungenModule } from '../benutzereinstellungen/benutzereinstellungen.module';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { DictUebersetzung } from './dict-uebersetzung';
import { PonsUebersetzung } from './pons-uebersetzung';
import { PonsrequestController } from './ponsrequest.controller';
import { PonsrequestService } from './ponsrequest.service';
import { UEBERSETZUNGS_ADAPTER, type UebersetzungsAdapter } from './uebersetzungs-adapter';

/**
 * Translation (02 §7 ponsrequest) through the configured services: PONS when PONS_KEY is set, and a
 * DICT server (DICT_URL, by default the local dictd). Nothing is contacted at start, so the API starts
 * without them; a request then says in German what is missing.
 */
@Module({
  imports: [BenutzereinstellungenModule],
  controllers: [PonsrequestController],
  providers: [
    PonsrequestService,
    {
      provide: UEBERSETZUNGS_ADAPTER,
      inject: [API_CONFIG],
      useFactory: ({ uebersetzung }: ApiConfig): UebersetzungsAdapter[] => [
        ...(uebersetzung.pons ? [new PonsUebersetzung(uebersetzung.pons.url, uebersetzung.pons.key)] : []),
        ...(uebersetzung.dictUrl ? [new DictUebersetzung(uebersetzung.dictUrl)] : []),
      ],
    },
  ],
})
export class PonsrequestModule {}
