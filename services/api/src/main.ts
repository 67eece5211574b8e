import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { DataSource } from 'typeorm';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module';
import { configureApp, createFastifyAdapter } from './bootstrap/configure-app';
import { seedDemoOnStart } from './bootstrap/demo-logins';
import { readApiConfig } from './config/api-config';

async function bootstrap(): Promise<void> {
  const config = readApiConfig();
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register({ config }),
    createFastifyAdapter(config),
    { bodyParser: false },
  );
  await configureApp(app, config);
  // init() connects the database and runs the migrations (migrationsRun) before we seed.
  await app.init();
  await seedDemoOnStart(app.get(DataSource), config);
  await app.listen(config.port, config.host);
  const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
  new Logger('Lernstapel').log(`Listening on http://${shownHost}:${config.port} (API under /api)`);
}

bootstrap().catch((error: unknown) => {
  new Logger('Lernstapel').error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
