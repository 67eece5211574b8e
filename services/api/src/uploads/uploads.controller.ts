import { Body, Controller, Get, Header, Param, Post, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { UploadAntwort, UploadErlaubnis } from '@lernstapel/contracts';
import type { AuthUser } from '../identitaet/auth-user';
import { CurrentUser } from '../identitaet/decorators/current-user.decorator';
import { BildUploadService } from './bild-upload.service';

/** 02 §7 uploads: own images and camera photos of cards (DEVIATIONS 7). */
@ApiTags('uploads')
@Controller('uploads')
export class UploadsController {
  constructor(private readonly bilder: BildUploadService) {}

  @Post()
  @ApiConsumes('application/octet-stream', 'image/png', 'image/jpeg', 'image/webp', 'image/gif')
  // The body is the file itself (no form): the generated client sends a Blob as it is.
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOperation({
    summary: 'Upload an image (the bytes); answers its URL. Licence; pupils need a permission',
  })
  hochladen(@CurrentUser() user: AuthUser, @Body() bytes: unknown): Promise<UploadAntwort> {
    return this.bilder.hochladen(user, bytes);
  }

  @Get('erlaubnis')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'May the caller upload own images now (licence, pupil permission)?' })
  erlaubnis(@CurrentUser() user: AuthUser): Promise<UploadErlaubnis> {
    return this.bilder.erlaubnis(user);
  }

  @Get(':datei')
  @ApiProduces('image/png', 'image/jpeg', 'image/webp', 'image/gif', 'audio/mpeg', 'audio/ogg', 'audio/wav')
  @ApiOperation({ summary: 'An uploaded image (random name; any logged-in user)' })
  async lesen(
    @Param('datei') datei: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Buffer> {
    const bild = await this.bilder.lesen(datei);
    // The name never changes its content: cache it in the browser, never in shared caches.
    void reply
      .header('Content-Type', bild.contentType)
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff');
    return bild.bytes;
  }
}
