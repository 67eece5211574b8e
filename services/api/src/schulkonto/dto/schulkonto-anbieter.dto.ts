import { IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import type { SchulkontoAnbieterSpeichern } from '@lernstapel/contracts';

/** PUT /api/schulkonto/anbieter/{schuleId}: shape and column lengths; the service checks the rest in German. */
export class SchulkontoAnbieterDto implements SchulkontoAnbieterSpeichern {
  @IsString() @IsNotEmpty() @MaxLength(30) kuerzel!: string;
  @IsString() @IsNotEmpty() @MaxLength(255) aussteller!: string;
  @IsString() @IsNotEmpty() @MaxLength(255) client_id!: string;
  @IsOptional() @IsString() @MaxLength(1000) client_secret?: string;
  @IsOptional() @IsString() @MaxLength(100) rollen_claim?: string | null;
  @IsOptional() @IsString() @MaxLength(50) schueler_klassen_code?: string | null;
}
