// Calls of the time clock (spec 7) for the tablet. ApiError status 0 means the network failed.
import type { TimeClockAction } from '@bestell/domain';
import { ApiError, apiRequest } from '../shared/api/client';
import type { SendResult, QueuedPunch } from './offline-queue';
import type { MeView, ShiftView } from './time-clock-machine';

export const TOKEN_KEY = 'timeclock-token';

const base = (token: string, username: string) =>
  `/time-tracking/${encodeURIComponent(token)}/${encodeURIComponent(username)}`;

export const isNetworkError = (err: unknown) => err instanceof ApiError && err.status === 0;

export function fetchPeople(token: string): Promise<{ username: string; name: string }[]> {
  return apiRequest(`/time-tracking/${encodeURIComponent(token)}/people`);
}

export function fetchMe(token: string, username: string, pin: string): Promise<MeView> {
  return apiRequest(`${base(token, username)}/me`, { headers: { 'X-Pin': pin } });
}

export function fetchSchedules(token: string, username: string, pin: string): Promise<ShiftView[]> {
  return apiRequest(`${base(token, username)}/working-schedules`, { headers: { 'X-Pin': pin } });
}

export function punch(token: string, username: string, pin: string, action: TimeClockAction, time?: string) {
  return apiRequest(`${base(token, username)}/working-activities/${action}`, {
    method: 'POST',
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
