import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MailModule } from '../mail/mail.module';
import { UploadsModule } from '../uploads/uploads.module';
import { Benutzer } from './entities/benutzer.entity';
import { KlasseController } from './klasse.controller';
import { KlasseService } from './klasse.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [AuthModule, MailModule, UploadsModule, TypeOrmModule.forFeature([Benutzer])],
  controllers: [UsersController, KlasseController],
  providers: [UsersService, KlasseService],
})
export class UsersModule {}
