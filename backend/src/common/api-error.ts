import { HttpException } from '@nestjs/common';
import { HTTP } from '@bestell/domain';

export interface ErrorEntry {
  message: string;
  field?: string;
}

/** Every failure leaves the API as `{ errors: [{ message, field }] }` with a German message. */
export class ApiError extends HttpException {
  constructor(
    status: number,
    readonly errors: ErrorEntry[],
    /** Extra response headers, e.g. Retry-After on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super({ errors }, status);
  }

  static notFound(): ApiError {
    return new ApiError(404, [{ message: HTTP.notFound }]);
  }

  static validation(errors: ErrorEntry[]): ApiError {
    return new ApiError(422, errors);
  }
}
