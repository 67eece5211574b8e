import { IsBoolean } from 'class-validator';
import type { LizenzBestellenRequest } from '@lernstapel/contracts';

/** POST /api/schulen/lizenzbestellen/{schuleId}/{year}: false is answered by the service with the dialog's text. */
export class LizenzBestellenDto implements LizenzBestellenRequest {
  @IsBoolean()
  bedingungen_akzeptiert!: boolean;
}
