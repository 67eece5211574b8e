import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Benutzer } from '../users/entities/benutzer.entity';
import { AccountController } from './account.controller';
import { AccountService } from './account.service';

/** 'Mein Konto': own name, username, e-mail and account deletion (01 §2, §5, §6). */
@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([Benutzer])],
  controllers: [AccountController],
  providers: [AccountService],
})
export class AccountModule {}
