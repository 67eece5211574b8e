import { Module } from '@nestjs/common';
import { SchulenModule } from '../schulen.module';
import { EigeneSchuleController } from './eigene.controller';
import { EigeneSchuleService } from './eigene.service';

/** The own school's data for its teachers; reuses the main administrator's save and validation. */
@Module({
  imports: [SchulenModule],
  controllers: [EigeneSchuleController],
  providers: [EigeneSchuleService],
})
export class EigeneSchuleModule {}
