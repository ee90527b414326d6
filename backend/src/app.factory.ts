import { type INestApplication } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import cookieParser from 'cookie-parser';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module.js';
import { installBodyParsing } from './common/body-parsing.js';
import type { AppConfig } from './config/app-config.js';

/** Builds the HTTP application (not yet listening); main.ts and the integration tests share it. */
export async function createApp(config: AppConfig, databaseUrl: string): Promise<INestApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, databaseUrl), {
    bodyParser: false,
    bufferLogs: true,
  });
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(cookieParser());
  installBodyParsing(app.getHttpAdapter().getInstance(), config.bodyLimit);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Bestellwerk API')
      .setDescription('Ordering platform API: catalogue, staff auth, configuration')
      .setVersion('0.1.0')
      .addCookieAuth('sid')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/openapi.json' });
  return app;
}
