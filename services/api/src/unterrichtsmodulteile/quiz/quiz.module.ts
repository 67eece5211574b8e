import { Module } from '@nestjs/common';
import { UnterrichtsmoduleModule } from '../../unterrichtsmodule/unterrichtsmodule.module';
import { QuizController } from './quiz.controller';
import { QuizService } from './quiz.service';

/** The quiz of a stack (02 §2, §4, §7 unterrichtsmodulteile/quiz): cards, box rule, reset. */
@Module({
  imports: [UnterrichtsmoduleModule],
  controllers: [QuizController],
  providers: [QuizService],
})
export class QuizModule {}
