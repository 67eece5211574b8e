import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { Benutzer } from '../users/entities/benutzer.entity';
import { TeachersController } from './teachers.controller';
import { TeachersService } from './teachers.service';

/** Lehrpersonen / Verwaltung: the teachers of the own school (01 §2, §5, §6). */
@Module({
  imports: [TypeOrmModule.forFeature([Benutzer]), AuthModule, MailModule],
  controllers: [TeachersController],
  providers: [TeachersService],
})
export class TeachersModule {}
