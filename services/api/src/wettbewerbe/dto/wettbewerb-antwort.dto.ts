import { IsInt, IsObject, Min } from 'class-validator';

/** POST /api/wettbewerbe/{id}/antwort; the answer's shape is read by readAnswer (wrong when malformed). */
export class WettbewerbAntwortDto {
  @IsInt()
  @Min(0)
  position!: number;

  @IsObject()
  antwort!: Record<string, unknown>;
}
