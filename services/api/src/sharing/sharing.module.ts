import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { GeteilterStapel } from './entities/geteilter-stapel.entity';
import { Stapelablage } from './entities/stapelablage.entity';

/** Shares and hand-in for correction (01 §3, §4). No endpoints yet: the entities are registered for the coming issues. */
@Module({ imports: [TypeOrmModule.forFeature([GeteilterStapel, Stapelablage])] })
export class SharingModule {}
