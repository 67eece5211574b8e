import { Module } from '@nestjs/common';
import { BenutzerModule } from '../benutzer.module';
import { KontoController } from './konto.controller';
import { KontoService } from './konto.service';

/** 'Mein Konto': own name, username, e-mail and account deletion (01 §2, §5, §6). */
@Module({
  imports: [BenutzerModule],
  controllers: [KontoController],
  providers: [KontoService],
})
export class KontoModule {}
