import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Benutzerablenkung } from './entities/benutzerablenkung.entity';

/** Activity log, benutzerablenkungen (01 §3). No endpoints yet: the entities are registered for the coming issues. */
@Module({ imports: [TypeOrmModule.forFeature([Benutzerablenkung])] })
export class ActivityModule {}
