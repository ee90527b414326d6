// HTTP helpers of the benches that drive the API: requests on a keep-alive agent, health wait, admin
// login, a catalogue with a branch open around the clock, and the bench cart.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** Keep-alive agent of the benches; `maxSockets` is the number of connections a bench drives. */
export function keepAliveAgent(maxSockets) {
  // Idle sockets close on this side after 4 s, before the server's 5 s keep-alive timeout: a request sent
  // on a socket the server is closing at that moment fails with ECONNRESET (seen in the open-loop run,
  // where the agent's LIFO reuse leaves most sockets idle).
  return new http.Agent({ keepAlive: true, maxSockets, timeout: 4000 });
}

let defaultAgent = keepAliveAgent(50);
/** Sets the agent `call` uses (the orders bench sizes it to its connection count). */
export function useAgent(agent) {
  defaultAgent = agent;
}

/** One HTTP request on the bench's keep-alive agent; resolves { status, body, headers }. */
export function call(port, method, path, body, headers = {}, agent = defaultAgent) {
  return new Promise((ok, fail) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { ...(data ? { 'content-type': 'application/json', 'content-length': data.length } : {}), ...headers },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {
            parsed = text;
          }
          ok({ status: res.statusCode, body: parsed, headers: res.headers });
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error('timeout')));
    req.on('error', fail);
    req.end(data);
  });
}

export async function waitForHealth(port, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await call(port, 'GET', '/api/health');
      if (r.status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error('server did not start within 60 s');
}

/** Admin session: cookie + CSRF header, as the back office sends them. */
export async function loginAdmin(port, password = 'demo-admin') {
  const r = await call(port, 'POST', '/api/auth/login', { email: 'admin@sonnleitner.at', password });
  if (r.status !== 200) throw new Error(`login failed: ${r.status} ${JSON.stringify(r.body)}`);
  const cookies = [].concat(r.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='));
  return {
    cookie: cookies.join('; '),
    csrf: decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)),
  };
}

export async function createCatalogue(port, session) {
  session ??= await loginAdmin(port);
  const post = async (path, body) => {
    const r = await call(port, 'POST', path, body, { cookie: session.cookie, 'x-xsrf-token': session.csrf });
    if (r.status !== 201) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.data;
  };
  const category = (await post('/api/categories', { name: 'Bench' })).id;
  const product = async (body) => (await post('/api/products', { category: { id: category }, ...body })).id;
  const configurable = (name) => ({
    name,
    type: 'configurable',
    price: '9.90',
    config: {
      parts: [
        {
          type: 'select',
          name: 'Größe',
          optional: false,
          options: [
            { name: 'Klein', value: '9.90', modifier: 'overwrite' },
            { name: 'Groß', value: '12.90', modifier: 'overwrite' },
          ],
        },
        {
          type: 'multiselect',
          name: 'Extras',
          optional: true,
          options: [
            { name: 'Käse', value: '1.20', modifier: 'add' },
            { name: 'Speck', value: '1.50', modifier: 'add' },
          ],
        },
        { type: 'text', name: 'Wunsch', optional: true },
      ],
    },
  });
  const ids = {
    pizza: await product({ name: 'Pizza', price: '11.00', tax: '10', takeawayTax: '10', dineInTax: '20' }),
    wine: await product({ name: 'Wein', price: '24.00', tax: '20' }),
    bread: await product({ name: 'Brot', price: '3.50', tax: '10' }),
    menu: await product(configurable('Menü')),
    bowl: await product(configurable('Bowl')),
  };
  // Filler products so the menu and catalogue are not trivially small.
  const filler = [];
  for (let i = 0; i < 40; i++) filler.push(await product({ name: `Artikel ${i}`, price: '4.20', tax: '10' }));
  const branch = await post('/api/branches', {
    identifier: `bench-${randomBytes(3).toString('hex')}`,
    name: 'Bench-Filiale',
    isCashEnabled: true,
    isTakeawayEnabled: true,
    openingHours: [{ type: 'daily', date: null, isClosed: false, from: '00:00', to: '00:00' }],
  });
  await post('/api/menus', {
    name: 'Bench-Sortiment',
    availableFrom: new Date(Date.now() - 60_000).toISOString(),
    branches: [{ id: branch.id }],
    catalog: [{ category, products: [...Object.values(ids), ...filler] }],
  });
  // New branches start private (issue 37); with hours and products they may go public.
  const published = await call(
    port,
    'PUT',
    `/api/branches/${branch.id}`,
    { isPublic: true },
    {
      cookie: session.cookie,
      'x-xsrf-token': session.csrf,
    },
  );
  if (published.status !== 200) throw new Error(`publish: ${published.status} ${JSON.stringify(published.body)}`);
  return { branchId: branch.id, branch, ids, session };
}

export function cart(branchId, ids, n) {
  return {
    branch: { id: branchId },
    firstName: 'Maria',
    lastName: 'Muster',
    phone: '+43 664 1234567',
    email: 'maria@example.at',
    paymentMethod: 'cash',
    notificationType: 'sms',
    legalInstructions: true,
    privacyPolicy: true,
    items: [
      { product: { id: ids.pizza }, amount: 1 + (n % 3) },
      { product: { id: ids.wine }, amount: 1 },
      { product: { id: ids.bread }, amount: 2 },
      { product: { id: ids.menu }, amount: 1, parts: [{ name: 'Groß' }, [{ name: 'Käse' }], 'ohne Zwiebel'] },
      { product: { id: ids.bowl }, amount: 1, parts: [{ name: 'Klein' }, [], null] },
    ],
  };
}
