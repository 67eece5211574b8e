import { Injectable } from '@nestjs/common';
import type { HelloResponse, ServerVersionResponse } from '@lernstapel/contracts';
import { rootPackageVersion } from './server-version';

@Injectable()
export class HelloService {
  private readonly version = rootPackageVersion();

  hello(): HelloResponse {
    return { ok: true };
  }

  serverVersion(): ServerVersionResponse {
    return { version: this.version };
  }
}
