import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsObject, Min } from 'class-validator';

/** POST /api/wettbewerbe/{id}/antwort; the answer's shape is read by readAnswer (wrong when malformed). */
export class WettbewerbAntwortDto {
  @IsInt()
  @Min(0)
  position!: number;

  // The client sends a CardAnswer (its schema from the contracts); the server reads any JSON object
  // defensively (readAnswer), so the property stays loosely typed here.
  @ApiProperty({ $ref: '#/components/schemas/CardAnswer' })
  @IsObject()
  antwort!: Record<string, unknown>;
}
