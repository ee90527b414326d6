import { jest } from '@jest/globals';
// Test helper: a fetch stub answering by "METHOD /path" with a status and a JSON body.
type Reply = { status: number; body: unknown; headers?: Record<string, string> };

export function stubFetch(replies: Record<string, Reply | ((body: unknown) => Reply)>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchStub = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    const entry = replies[`${method} ${url.pathname}`];
    const reply = typeof entry === 'function' ? entry(body) : (entry ?? { status: 404, body: { errors: [] } });
    // jsdom has no Response; the client reads only these members.
    const headers = new Map(Object.entries(reply.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      json: async () => reply.body,
      blob: async () => new Blob([JSON.stringify(reply.body)], { type: 'image/png' }),
      headers: { get: (name: string) => headers.get(name.toLowerCase()) ?? null },
    };
  });
  globalThis.fetch = fetchStub as unknown as typeof fetch;
  return calls;
}
