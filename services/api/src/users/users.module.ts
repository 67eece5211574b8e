import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Benutzer } from './entities/benutzer.entity';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([Benutzer])],
  controllers: [UsersController],
  providers: [UsersService],
})
export class UsersModule {}
