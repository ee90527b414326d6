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
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { parseDataUrl, STOREFRONT_TEXTS } from '@bestell/domain';
import { catchError, type Observable, throwError } from 'rxjs';
import { z } from 'zod';
import { Staff } from '../../auth/index.js';
import { ApiError, parseInput } from '../../common/index.js';
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
  list() {
    return this.images.list();
  }

  @Get(':id')
  get(@Param('id') id: string) {
    return this.images.get(id);
  }

  /** JSON with a data-URL (ImageUploadInput) or multipart/form-data with the field `file`. */
  @Post()
  @HttpCode(201)
  @ApiConsumes('application/json', 'multipart/form-data')
  @UseInterceptors(UploadErrors, FileInterceptor('file'))
  create(@Body() body: unknown, @UploadedFile() file: UploadedPart | undefined) {
    if (file) {
      const input = parseInput(multipartFields, body ?? {});
      return this.images.create({ ...input, bytes: file.buffer, name: input.name ?? file.originalname }, 'file');
    }
    const input = parseInput(createJson, body);
    return this.images.create({ ...input, bytes: this.decode(input.data, input.name), name: input.name ?? '' });
  }

  /** alt/focalX/focalY; with `data` (JSON) or `file` (multipart) the original is replaced: version + 1. */
  @Put(':id')
  @ApiConsumes('application/json', 'multipart/form-data')
  @UseInterceptors(UploadErrors, FileInterceptor('file'))
  update(@Param('id') id: string, @Body() body: unknown, @UploadedFile() file: UploadedPart | undefined) {
    if (file) {
      const input = parseInput(multipartFields, body ?? {});
      const name = input.name ?? file.originalname;
      return this.images.update(id, { ...input, file: { bytes: file.buffer, name } }, 'file');
    }
    const { data, name, ...change } = parseInput(updateJson, body);
    const replacement = data === undefined ? undefined : { bytes: this.decode(data, name), name: name ?? '' };
    return this.images.update(id, { ...change, file: replacement });
  }

  @Delete(':id')
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
