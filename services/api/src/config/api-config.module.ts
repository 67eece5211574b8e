import { type DynamicModule, Global, Module } from '@nestjs/common';
import { API_CONFIG, type ApiConfig } from './api-config';

/** Makes the ApiConfig injectable everywhere (@Inject(API_CONFIG)). */
@Global()
@Module({})
export class ApiConfigModule {
  static register(config: ApiConfig): DynamicModule {
    return {
      module: ApiConfigModule,
      providers: [{ provide: API_CONFIG, useValue: config }],
      exports: [API_CONFIG],
    };
  }
}
