import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../../auth/auth.module';
import { DatenschutzModule } from '../../datenschutz/datenschutz.module';
import { Benutzer } from '../entities/benutzer.entity';
import { KontoController } from './konto.controller';
import { KontoService } from './konto.service';

/** 'Mein Konto': own name, username, e-mail and account deletion (01 §2, §5, §6). */
@Module({
  imports: [AuthModule, DatenschutzModule, TypeOrmModule.forFeature([Benutzer])],
  controllers: [KontoController],
  providers: [KontoService],
})
export class KontoModule {}
