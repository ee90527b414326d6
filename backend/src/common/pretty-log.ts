// Readable log lines for a terminal (issue 37 item 7), in place of pino-pretty: pino hands each JSON line to
// this destination, which writes `12:03:04 INFO  [Context] message key=value` (errors with their stack).
// No transport worker thread, no extra dependency; log collectors get the JSON lines (LOG_FORMAT=json).
const LEVELS: Record<number, [string, string]> = {
  10: ['TRACE', '90'],
  20: ['DEBUG', '36'],
  30: ['INFO ', '32'],
  40: ['WARN ', '33'],
  50: ['ERROR', '31'],
  60: ['FATAL', '35'],
};
const OMIT = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'context', 'err', 'req', 'res', 'responseTime']);

interface Line {
  level: number;
  time: number;
  msg?: string;
  context?: string;
  err?: { stack?: string; message?: string };
  req?: { id?: string; method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  [key: string]: unknown;
}

/** One pino JSON line as readable text (no trailing newline); `color`: ANSI colours for the level. */
export function formatLogLine(json: string, color = false): string {
  let line: Line;
  try {
    line = JSON.parse(json) as Line;
  } catch {
    return json.trimEnd();
  }
  const [name, code] = LEVELS[line.level] ?? ['LOG  ', '0'];
  const time = new Date(line.time).toTimeString().slice(0, 8);
  const parts = [time, color ? `\x1b[${code}m${name}\x1b[0m` : name];
  if (line.context) parts.push(`[${line.context}]`);
  if (line.req?.method && line.res) {
    parts.push(`${line.req.method} ${line.req.url ?? ''} ${line.res.statusCode ?? ''} ${line.responseTime ?? '?'}ms`);
  }
  if (line.msg) parts.push(line.msg);
  for (const [key, value] of Object.entries(line)) {
    if (OMIT.has(key) || value === undefined) continue;
    parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  let text = parts.join(' ');
  if (line.err) text += `\n${line.err.stack ?? line.err.message ?? JSON.stringify(line.err)}`;
  return text;
}

/** A pino destination writing readable lines to `out` (default stdout; colours when it is a terminal). */
export function prettyDestination(out: NodeJS.WritableStream & { isTTY?: boolean } = process.stdout) {
  const color = Boolean(out.isTTY);
  return {
    write(json: string): void {
      out.write(`${formatLogLine(json, color)}\n`);
    },
  };
}
