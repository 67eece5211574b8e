import { Module } from '@nestjs/common';
import { BenutzereinstellungenModule } from '../benutzereinstellungen/benutzereinstellungen.module';
import { API_CONFIG, type ApiConfig } from '../config/api-config';
import { DictUebersetzung } from './dict-uebersetzung';
import { PonsUebersetzung } from './pons-uebersetzung';
import { PonsrequestController } from './ponsrequest.controller';
import { PonsrequestService } from './ponsrequest.service';
import { UEBERSETZUNGS_ADAPTER, type UebersetzungsAdapter } from './uebersetzungs-adapter';
import { UmgekehrteWoerterbuecher } from './umgekehrtes-woerterbuch';

/**
 * Issue 25: the reverse search reads the FreeDict files where dictd has them (Debian: /usr/share/dictd;
 * DICT_DATEN elsewhere), keeping at most DICT_UMGEKEHRT_MAX_MB of them in memory (default 200: German–
 * English both ways, the largest pair, is 190 MB).
 */
function umgekehrteWoerterbuecher(): UmgekehrteWoerterbuecher {
  const maxMb = Number(process.env['DICT_UMGEKEHRT_MAX_MB'] ?? 200);
  return new UmgekehrteWoerterbuecher(
    process.env['DICT_DATEN'] ?? '/usr/share/dictd',
    (Number.isFinite(maxMb) && maxMb > 0 ? maxMb : 200) * 1024 * 1024,
  );
}

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
        ...(uebersetzung.dictUrl
          ? [new DictUebersetzung(uebersetzung.dictUrl, umgekehrteWoerterbuecher())]
          : []),
      ],
    },
  ],
})
export class PonsrequestModule {}
