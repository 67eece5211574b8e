import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { HelloResponse, ServerVersionResponse } from '@lernstapel/contracts';
import { Public } from '../identitaet/decorators/public.decorator';
import { HelloService } from './hello.service';

/** 01 §7: the shell's start check and the server version in the login page footer. */
@ApiTags('hello')
@Public()
@Controller('hello')
export class HelloController {
  constructor(private readonly hello: HelloService) {}

  @Get()
  @ApiOperation({ summary: 'Start check of the shell' })
  ping(): HelloResponse {
    return this.hello.hello();
  }

  @Get('server')
  @ApiOperation({ summary: 'Server version (root package.json)' })
  version(): ServerVersionResponse {
    return this.hello.serverVersion();
  }
}
