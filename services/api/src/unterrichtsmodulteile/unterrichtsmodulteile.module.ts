import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BenutzerLesenModule } from '../benutzer/benutzer-lesen.module';
import { BenutzereinstellungenModule } from '../benutzereinstellungen/benutzereinstellungen.module';
import { StapelablageModule } from '../stapelablage/stapelablage.module';
import { UnterrichtsmoduleModule } from '../unterrichtsmodule/unterrichtsmodule.module';
import { UploadsModule } from '../uploads/uploads.module';
import { UnterrichtsmodulteileController } from './unterrichtsmodulteile.controller';
import { UnterrichtsmodulteileService } from './unterrichtsmodulteile.service';
import { KartenSchreibenService } from './karten-schreiben.service';
import { KartenZaehlenService } from './karten-zaehlen.service';
import { AlteFremdbilderService } from './alte-fremdbilder.service';
import { Unterrichtsmodulteil } from './entities/unterrichtsmodulteil.entity';
import { Lernstand } from './quiz/entities/lernstand.entity';
import { Quizantwort } from './quiz/entities/quizantwort.entity';
import { FaelligkeitService } from './quiz/faelligkeit.service';
import { QuizAuswertungService } from './quiz/quiz-auswertung.service';
import { QuizController } from './quiz/quiz.controller';
import { QuizService } from './quiz/quiz.service';
import { datenschutzDeklaration } from '../datenschutzdeklaration/datenschutz-deklaration';
import { UNTERRICHTSMODULTEILE_DATENSCHUTZ, UPLOAD_SPALTEN } from './unterrichtsmodulteile.datenschutz';
import { QUIZ_DATENSCHUTZ } from './quiz/quiz.datenschutz';

/**
 * Cards (02 §3) and their quiz (02 §2, §4, §7 unterrichtsmodulteile/quiz: boxes, answers, FSRS state,
 * reset). Exported: a stack's cards and card count, the quiz answers for the monitoring, the quiz's
 * part of the stack reset; the stacks find the card counts through discovery (KartenAnzahlQuelle).
 */
@Module({
  imports: [
    UnterrichtsmoduleModule,
    StapelablageModule,
    BenutzerLesenModule,
    BenutzereinstellungenModule,
    UploadsModule,
    TypeOrmModule.forFeature([Unterrichtsmodulteil, Quizantwort, Lernstand]),
  ],
  // The static quiz routes first: they must not be read as /unterrichtsmodulteile/{id}.
  controllers: [QuizController, UnterrichtsmodulteileController],
  providers: [
    datenschutzDeklaration('unterrichtsmodulteile', UNTERRICHTSMODULTEILE_DATENSCHUTZ, UPLOAD_SPALTEN),
    datenschutzDeklaration('quiz', QUIZ_DATENSCHUTZ),
    UnterrichtsmodulteileService,
    KartenSchreibenService,
    KartenZaehlenService,
    QuizService,
    QuizAuswertungService,
    FaelligkeitService,
    // Issue 29 §3: once after the start, images of other websites in old cards become own copies.
    AlteFremdbilderService,
  ],
  exports: [UnterrichtsmodulteileService, QuizAuswertungService, QuizService],
})
export class UnterrichtsmodulteileModule {}
