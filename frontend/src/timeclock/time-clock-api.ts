// Calls of the time clock (spec 7) for the tablet. ApiError status 0 means the network failed.
import type { TimeClockAction } from '@bestell/domain';
import { ApiError } from '../shared/api/client';
import { apiCall } from '../shared/api/typed';
import type { SendResult, QueuedPunch } from './offline-queue';
import type { MeView, ShiftView } from './time-clock-machine';

export const TOKEN_KEY = 'timeclock-token';

const person = (token: string, username: string) => ({ path: { accessToken: token, username } });

export const isNetworkError = (err: unknown) => err instanceof ApiError && err.status === 0;

// Typed by the generated OpenAPI client (issue 22): a changed server shape fails the typecheck here.
export function fetchPeople(token: string): Promise<{ username: string; name: string }[]> {
  return apiCall('get', '/api/time-tracking/{accessToken}/people', { path: { accessToken: token } });
}

export function fetchMe(token: string, username: string, pin: string): Promise<MeView> {
  return apiCall('get', '/api/time-tracking/{accessToken}/{username}/me', {
    ...person(token, username),
    headers: { 'X-Pin': pin },
  });
}

export function fetchSchedules(token: string, username: string, pin: string): Promise<ShiftView[]> {
  return apiCall('get', '/api/time-tracking/{accessToken}/{username}/working-schedules', {
    ...person(token, username),
    headers: { 'X-Pin': pin },
  });
}

export function punch(token: string, username: string, pin: string, action: TimeClockAction, time?: string) {
  return apiCall('post', '/api/time-tracking/{accessToken}/{username}/working-activities/{action}', {
    path: { accessToken: token, username, action },
    body: time ? { pin, time } : { pin },
  });
}

/** One queued punch, told apart as sent, network failure (keep it) or refusal (drop it). */
export async function sendQueued(token: string, p: QueuedPunch): Promise<SendResult> {
  try {
    await punch(token, p.username, p.pin, p.action, p.time);
    return { ok: true };
  } catch (err) {
    if (isNetworkError(err)) return { ok: false, network: true };
    const message = err instanceof ApiError ? err.errors.map((e) => e.message).join(' ') : String(err);
    return { ok: false, network: false, message };
  }
}
