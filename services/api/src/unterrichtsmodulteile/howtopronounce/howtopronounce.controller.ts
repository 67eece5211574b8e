import { Controller, Get, Header, Param, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { AusspracheAntwort } from '@lernstapel/contracts';
import { HowtopronounceService } from './howtopronounce.service';

/** 02 §7 GET /api/unterrichtsmodulteile/howtopronounce/{language}/{word} and its cached audio. */
@ApiTags('unterrichtsmodulteile')
@Controller('unterrichtsmodulteile/howtopronounce')
export class HowtopronounceController {
  constructor(private readonly aussprache: HowtopronounceService) {}

  @Get('audio/:datei')
  @ApiProduces('audio/wav')
  @ApiOperation({ summary: 'A synthesised pronunciation (WAV), by the name the lookup answered' })
  async datei(
    @Param('datei') datei: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const bytes = await this.aussprache.datei(datei);
    void reply
      .header('Content-Type', 'audio/wav')
      .header('Cache-Control', 'private, max-age=31536000, immutable');
    return bytes;
  }

  @Get(':language/:word')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary:
      "Audio URL of a word (german, french, spanish, portuguese, englisch); or 404 'keine mp3 auf {host} gefunden'",
  })
  audio(@Param('language') sprache: string, @Param('word') wort: string): Promise<AusspracheAntwort> {
    return this.aussprache.audio(sprache, wort);
  }
}
