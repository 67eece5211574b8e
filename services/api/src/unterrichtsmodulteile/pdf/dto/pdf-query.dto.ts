import { Type } from 'class-transformer';
import { IsIn, IsOptional } from 'class-validator';
import { PRO_SEITE, type ProSeite } from '../karten-pdf';

/** ?proSeite=8|12 of the PDF (issue 10); in a .dto.ts file so that the OpenAPI document lists it. */
export class PdfQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsIn(PRO_SEITE)
  proSeite?: ProSeite;
}
