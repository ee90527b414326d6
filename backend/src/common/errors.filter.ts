import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import type { Request, Response } from 'express';
import { QueryFailedError } from 'typeorm';
import { HTTP, VALIDATION } from '@bestell/domain';
import { ApiError, type ErrorEntry } from './api-error.js';
import { maskSecretsInPath } from './log-masking.js';

interface PgError {
  code?: string;
  detail?: string;
  column?: string;
}

/** Column named in a PostgreSQL constraint error, e.g. `Key ("branchId", identifier)=(...)` -> identifier. */
function columnFromDetail(detail: string | undefined): string | undefined {
  const m = detail?.match(/Key \(([^)]+)\)=/);
  if (!m) return undefined;
  const cols = m[1]!.split(',').map((c) => c.trim().replace(/"/g, ''));
  return cols[cols.length - 1];
}

function fromDatabase(err: QueryFailedError, method: string): { status: number; errors: ErrorEntry[] } | null {
  const pg = err.driverError as PgError;
  switch (pg.code) {
    case '23505':
      return { status: 422, errors: [{ message: VALIDATION.unique, field: columnFromDetail(pg.detail) }] };
    case '23503':
      return method === 'DELETE'
        ? { status: 409, errors: [{ message: VALIDATION.stillReferenced }] }
        : { status: 422, errors: [{ message: VALIDATION.invalidReference, field: columnFromDetail(pg.detail) }] };
    // Safety net behind the input guard: characters PostgreSQL cannot store in text or jsonb.
    case '22021':
    case '22P05':
      return { status: 422, errors: [{ message: VALIDATION.invalidCharacters }] };
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
      return { status: 422, errors: [{ message: VALIDATION.type('string') }] };
    default:
      return null;
  }
}

@Catch()
export class ErrorsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request>();
    const { status, errors } = this.describe(exception, req);
    if (status >= 500)
      this.logger.error(
        // The request id ties this line to the request's own line (common/logging.ts).
        { err: exception, req: { id: (req as { id?: string }).id }, url: maskSecretsInPath(req.originalUrl) },
        'unhandled error',
      );
    if (exception instanceof ApiError) res.set(exception.headers);
    res.status(status).json({ errors });
  }

  private describe(exception: unknown, req: Request): { status: number; errors: ErrorEntry[] } {
    if (exception instanceof ApiError) return { status: exception.getStatus(), errors: exception.errors };
    if (exception instanceof QueryFailedError) {
      const mapped = fromDatabase(exception, req.method);
      if (mapped) return mapped;
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const message =
        status === 404
          ? HTTP.routeNotFound
          : status === 429
            ? HTTP.tooManyRequests
            : status === 413
              ? VALIDATION.payloadTooLarge
              : HTTP.internal;
      return { status, errors: [{ message }] };
    }
    return { status: 500, errors: [{ message: HTTP.internal }] };
  }
}
