import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Mailausgang } from './entities/mailausgang.entity';

/** Local mail outbox (DEVIATIONS 8). No endpoints yet: the entities are registered for the coming issues. */
@Module({ imports: [TypeOrmModule.forFeature([Mailausgang])] })
export class MailModule {}
