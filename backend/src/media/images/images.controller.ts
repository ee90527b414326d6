import {
  type CallHandler,
  Body,
  Controller,
  Delete,
  type ExecutionContext,
  Get,
  HttpCode,
  HttpException,
  Inject,
  Injectable,
  type NestInterceptor,
  Param,
  Post,
  Put,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { type ImageView, parseDataUrl, STOREFRONT_TEXTS } from '@bestell/domain';
import { catchError, type Observable, throwError } from 'rxjs';
import { z } from 'zod';
import { Staff } from '../../auth/index.js';
import { ApiError, ApiTags, assertSameShape, Contract, defineRoute } from '../../common/index.js';
import { APP_CONFIG, type AppConfig } from '../../config/index.js';
import { ImagesService } from './images.service.js';

/** What multer hands over for the multipart field `file`. */
interface UploadedPart {
  buffer: Buffer;
  originalname: string;
  size: number;
}

const focal = z.number().min(0).max(1).nullish();
const fields = {
  name: z.string().max(255).nullish(),
  alt: z.string().max(200).nullish(),
  focalX: focal,
  focalY: focal,
};
/** JSON body of POST (ImageUploadInput): the file as data-URL. */
const createJson = z.strictObject({ data: z.string().min(1), ...fields });
/** PUT: alt/focal alone, or a new `data`; the spec's PUT body carries the id, other read-only fields are ignored. */
const updateJson = z.object({ id: z.string().optional(), data: z.string().min(1).optional(), ...fields });
/** Multipart text fields arrive as strings. */
const multipartFields = z.object({
  name: z.string().max(255).nullish(),
  alt: z.string().max(200).nullish(),
  focalX: z.coerce.number().min(0).max(1).nullish(),
  focalY: z.coerce.number().min(0).max(1).nullish(),
});

const imageView = z
  .strictObject({
    id: z.uuid(),
    version: z.number().int(),
    extension: z.string().meta({ example: 'jpg' }),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    name: z.string().optional().meta({ example: 'Bauernbrot vom Laib' }),
    focalX: z.number(),
    focalY: z.number(),
    mimeType: z.string().meta({ example: 'image/jpeg' }),
    size: z.number().int(),
    variants: z.array(z.enum(['icon', 'thumbnail', 'tiny', 'small', 'medium', 'large', 'original'])),
    variantsReady: z.boolean(),
    usageCount: z.number().int(),
    url: z.string().meta({ example: '/image/6f1c…-1.jpg' }),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Image', description: 'An image of the library (spec 7 "images")' });
assertSameShape<z.output<typeof imageView>, ImageView>(true);
const TAGS = ['images'];
const byId = z.strictObject({ id: z.uuid() });
const R = {
  list: defineRoute({ tags: TAGS, summary: 'The image library (staff)', responses: { 200: z.array(imageView) } }),
  get: defineRoute({ tags: TAGS, summary: 'One image', params: byId, responses: { 200: imageView }, errors: [404] }),
  create: defineRoute({
    tags: TAGS,
    summary: 'Add an image: JSON with a data URL, or multipart with the part `file`',
    body: createJson,
    multipart: multipartFields,
    responses: { 201: imageView },
  }),
  update: defineRoute({
    tags: TAGS,
    summary: 'Change alt text and focal point; with `data` or `file` replace the original (version + 1)',
    params: byId,
    body: updateJson,
    multipart: multipartFields,
    responses: { 200: imageView },
    errors: [404],
  }),
  remove: defineRoute({
    tags: TAGS,
    summary: 'Delete an image nothing uses any more',
    params: byId,
    responses: { 204: { description: 'Deleted' } },
    errors: [404, 409],
  }),
};

/** A multipart part too large or malformed is the spec's one upload message on `file`, not Nest's English 413. */
@Injectable()
class UploadErrors implements NestInterceptor {
  intercept(ctx: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((err: unknown) => {
        if (err instanceof ApiError || !(err instanceof HttpException) || err.getStatus() >= 500) {
          return throwError(() => err);
        }
        const name = ctx.switchToHttp().getRequest<{ file?: UploadedPart }>().file?.originalname ?? 'Datei';
        return throwError(() => ApiError.validation([{ field: 'file', message: STOREFRONT_TEXTS.uploadFailed(name) }]));
      }),
    );
  }
}

/** The image library (spec 7 "images"): staff only; the public reads images through /image/... URLs. */
@ApiTags('images')
@Controller('api/images')
@Staff()
export class ImagesController {
  constructor(
    private readonly images: ImagesService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get()
  @Contract(R.list)
  list() {
    return this.images.list();
  }

  @Get(':id')
  @Contract(R.get)
  get(@Param('id') id: string) {
    return this.images.get(id);
  }

  /** JSON with a data-URL (ImageUploadInput) or multipart/form-data with the field `file`. */
  @Post()
  @Contract(R.create)
  @HttpCode(201)
  @UseInterceptors(UploadErrors, FileInterceptor('file'))
  create(@Body() body: unknown, @UploadedFile() file: UploadedPart | undefined) {
    if (file) {
      const input = R.create.multipart(body ?? {});
      return this.images.create({ ...input, bytes: file.buffer, name: input.name ?? file.originalname }, 'file');
    }
    const input = R.create.body(body);
    return this.images.create({ ...input, bytes: this.decode(input.data, input.name), name: input.name ?? '' });
  }

  /** alt/focalX/focalY; with `data` (JSON) or `file` (multipart) the original is replaced: version + 1. */
  @Put(':id')
  @Contract(R.update)
  @UseInterceptors(UploadErrors, FileInterceptor('file'))
  update(@Param('id') id: string, @Body() body: unknown, @UploadedFile() file: UploadedPart | undefined) {
    if (file) {
      const input = R.update.multipart(body ?? {});
      const name = input.name ?? file.originalname;
      return this.images.update(id, { ...input, file: { bytes: file.buffer, name } }, 'file');
    }
    const { data, name, ...change } = R.update.body(body);
    const replacement = data === undefined ? undefined : { bytes: this.decode(data, name), name: name ?? '' };
    return this.images.update(id, { ...change, file: replacement });
  }

  @Delete(':id')
  @Contract(R.remove)
  @HttpCode(204)
  async remove(@Param('id') id: string): Promise<void> {
    await this.images.remove(id);
  }

  /** The bytes of a data-URL; anything else is the upload message on `data`. */
  private decode(data: string, name: string | null | undefined): Buffer {
    const parsed = parseDataUrl(data);
    // base64 length bounds the decoded size: refuse before decoding anything far too large.
    if (!parsed || (parsed.base64.length / 4) * 3 > this.config.uploadMaxBytes + 3) {
      throw ApiError.validation([{ field: 'data', message: STOREFRONT_TEXTS.uploadFailed(name?.trim() || 'Datei') }]);
    }
    return Buffer.from(parsed.base64, 'base64');
  }
}
