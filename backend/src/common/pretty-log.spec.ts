import { describe, expect, it } from '@jest/globals';
import { formatLogLine } from './pretty-log.js';

describe('formatLogLine (LOG_FORMAT=pretty)', () => {
  const time = new Date(2026, 0, 5, 12, 3, 4).getTime();

  it('writes time, level, context, message and the remaining fields', () => {
    const json = JSON.stringify({ level: 40, time, pid: 1, hostname: 'h', context: 'Setup', msg: 'Kein Konto', n: 2 });
    expect(formatLogLine(json)).toBe('12:03:04 WARN  [Setup] Kein Konto n=2');
  });

  it('shows a request line compactly and an error with its stack', () => {
    const request = {
      level: 30,
      time,
      req: { id: 'r', method: 'GET', url: '/api/x' },
      res: { statusCode: 200 },
      responseTime: 5,
      msg: 'request completed',
    };
    expect(formatLogLine(JSON.stringify(request))).toBe('12:03:04 INFO  GET /api/x 200 5ms request completed');
    const failed = { level: 50, time, msg: 'boom', err: { message: 'boom', stack: 'Error: boom\n    at x' } };
    expect(formatLogLine(JSON.stringify(failed))).toBe('12:03:04 ERROR boom\nError: boom\n    at x');
  });

  it('colours the level only when asked and passes on what is no JSON', () => {
    expect(formatLogLine(JSON.stringify({ level: 30, time, msg: 'x' }), true)).toBe('12:03:04 \x1b[32mINFO \x1b[0m x');
    expect(formatLogLine('plain text\n')).toBe('plain text');
  });
});
