// GET /api/legal/:kind (spec 2 legal pages, issue 17 item 2): the configured markdown rendered and
// sanitised on the server, so the storefront ships no markdown parser or sanitiser.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { DEMO, login, startTestApp, type TestApp } from './harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('legal pages', () => {
  it('renders the markdown text and leaves nothing that runs', async () => {
    const admin = await login(t.http, DEMO.admin);
    const markdown = [
      '# AGB',
      '',
      'Es gilt **österreichisches** Recht. [Kontakt](mailto:office@example.at)',
      '',
      '<script>alert(1)</script><img src=x onerror="alert(1)">',
      '',
      '[Böse](javascript:alert(1))',
      '',
      '| Punkt | Text |',
      '| --- | --- |',
      '| 1 | Lieferung |',
    ].join('\n');
    await admin.post('/api/config', { termsAndConditionsText: markdown }).expect(200);

    const res = await request(t.http).get('/api/legal/terms').expect(200);
    const { data } = res.body;
    expect(data).toMatchObject({ kind: 'terms', label: 'AGB', url: null });
    expect(data.html).toContain('<h1>AGB</h1>');
    expect(data.html).toContain('<strong>österreichisches</strong>');
    expect(data.html).toContain('<a href="mailto:office@example.at">Kontakt</a>');
    expect(data.html).toContain('<td>Lieferung</td>');
    expect(data.html).not.toMatch(/<script|<img|onerror|javascript:/i);
    expect(data.html).toContain('Böse');

    // A saved text is served at once (the rendering is kept per text, not per time).
    await admin.post('/api/config', { termsAndConditionsText: 'Neue *AGB*' }).expect(200);
    const changed = await request(t.http).get('/api/legal/terms').expect(200);
    expect(changed.body.data.html).toBe('<p>Neue <em>AGB</em></p>');
  });

  it('gives the external link when only that is set, and 404 when neither is', async () => {
    const admin = await login(t.http, DEMO.admin);
    await admin.post('/api/config', { imprintText: '', imprint: 'https://example.at/impressum' }).expect(200);
    const link = await request(t.http).get('/api/legal/imprint').expect(200);
    expect(link.body.data).toEqual({
      kind: 'imprint',
      label: 'Impressum',
      html: '',
      url: 'https://example.at/impressum',
    });

    await admin.post('/api/config', { imprintText: '', imprint: '' }).expect(200);
    const none = await request(t.http).get('/api/legal/imprint');
    expect(none.status).toBe(404);
    expect(none.body.errors[0].message).toBeTruthy();

    const unknown = await request(t.http).get('/api/legal/cookies');
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].message).toBeTruthy();
  });
});
