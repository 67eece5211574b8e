import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FachAntwort, FaelligeKarten, QuizStapel } from '@lernstapel/contracts';
import type { AuthUser } from '../../identitaet/auth-user';
import { CurrentUser } from '../../identitaet/decorators/current-user.decorator';
import { ParseIdPipe } from '../../common/parse-id.pipe';
import { FachDto } from './dto/fach.dto';
import { FaelligkeitService } from './faelligkeit.service';
import { QuizService } from './quiz.service';
import { OhneAnfrageId } from '../../anfragen/ohne-anfrage-id.decorator';

@ApiTags('unterrichtsmodulteile')
@Controller('unterrichtsmodulteile/quiz')
export class QuizController {
  constructor(
    private readonly quizService: QuizService,
    private readonly faelligkeit: FaelligkeitService,
  ) {}

  /** 02 §7 box update after each card: the client says known or not, the server applies nextBox. */
  @Post('fach')
  @OhneAnfrageId()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Move a card of the owner's stack by the box rule (idempotent per anfrage_id)" })
  fach(@CurrentUser() user: AuthUser, @Body() body: FachDto): Promise<FachAntwort> {
    return this.quizService.fach(user, body);
  }

  /** Issue 11 'n Karten fällig': due cards per own stack ('Intelligente Wiederholung'); above ':unterrichtsmodulid'. */
  @Get('faellig')
  @ApiOperation({ summary: "Due cards per own stack of the session user ('Intelligente Wiederholung')" })
  faellig(@CurrentUser() user: AuthUser): Promise<FaelligeKarten> {
    return this.faelligkeit.faellige(user.id);
  }

  /** 02 §7 GET /api/unterrichtsmodulteile/quiz/{id}: cards in quiz mode. */
  @Get(':unterrichtsmodulid')
  @ApiOperation({ summary: 'Active cards of a readable stack for the quiz, with the box counts' })
  quiz(
    @CurrentUser() user: AuthUser,
    @Param('unterrichtsmodulid', ParseIdPipe) stapelId: number,
  ): Promise<QuizStapel> {
    return this.quizService.quiz(user, stapelId);
  }
}
