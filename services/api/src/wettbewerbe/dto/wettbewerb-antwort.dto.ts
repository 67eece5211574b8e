import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsObject, Min } from 'class-validator';

/** POST /api/wettbewerbe/{id}/antwort; the answer's shape is read by readAnswer (wrong when malformed). */
export class WettbewerbAntwortDto {
  @IsInt()
  @Min(0)
  position!: number;

  // The client sends a CardAnswer of @lernstapel/rules (the document names its schema); the server reads
  // whatever object arrives defensively (readAnswer), so here it stays unknown.
  @ApiProperty({ allOf: [{ $ref: '#/components/schemas/CardAnswer' }] })
  @IsObject()
  antwort!: unknown;
}
