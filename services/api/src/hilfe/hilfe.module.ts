import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Eingabehilfe } from './entities/eingabehilfe.entity';
import { HilfeController } from './hilfe.controller';
import { HilfeService } from './hilfe.service';

/**
 * Help texts of the card editor (02 §7 /api/hilfe). Reference data without personal data: no privacy
 * declaration (datenschutz/testing/datenschutz-karte.ts lists eingabehilfe as such).
 */
@Module({
  imports: [TypeOrmModule.forFeature([Eingabehilfe])],
  controllers: [HilfeController],
  providers: [HilfeService],
})
export class HilfeModule {}
