import { Module } from '@nestjs/common';
import { BenutzerLesenModule } from '../benutzer-lesen.module';
import { BenutzerSchreibenModule } from '../benutzer-schreiben.module';
import { KontoController } from './konto.controller';
import { KontoService } from './konto.service';

/** 'Mein Konto': own name, username, e-mail and account deletion (01 §2, §5, §6). */
@Module({
  imports: [BenutzerLesenModule, BenutzerSchreibenModule],
  controllers: [KontoController],
  providers: [KontoService],
})
export class KontoModule {}
