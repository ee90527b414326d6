// Spec 8: the first server message when there is one, else the German default of the resource.
import { firstErrorMessage, resourceMessages, STOREFRONT_TEXTS, type ResourceKey } from '@bestell/domain';
import { ApiError } from '../../shared/api/client';

export type ResourceOperation = keyof ReturnType<typeof resourceMessages>;

function serverErrors(error: unknown) {
  // The shared client fills in its own entries when the server sent none (status 0 = offline, or a
  // body without errors = the generic text); those are not server messages, so the default wins.
  if (!(error instanceof ApiError) || error.status === 0) return [];
  return error.errors.filter((e) => e.message !== STOREFRONT_TEXTS.unknownError);
}

export function resourceErrorMessage(resource: ResourceKey, operation: ResourceOperation, error: unknown): string {
  return firstErrorMessage(serverErrors(error), resourceMessages(resource)[operation]);
}

/** Same rule for order actions and other commands, with their own default text. */
export function commandErrorMessage(error: unknown, fallback: string): string {
  return firstErrorMessage(serverErrors(error), fallback);
}
