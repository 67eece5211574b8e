import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Eingabehilfe } from './entities/eingabehilfe.entity';
import { HilfeController } from './hilfe.controller';

/** Help texts of the card editor (02 §7 /api/hilfe). */
@Module({
  imports: [TypeOrmModule.forFeature([Eingabehilfe])],
  controllers: [HilfeController],
})
export class HilfeModule {}
