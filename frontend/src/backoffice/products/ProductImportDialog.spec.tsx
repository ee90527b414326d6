import { describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { act, fireEvent, render, screen, waitFor } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { ProductImportDialog, type ImportSummary } from './ProductImportDialog';

const WAIT = { timeout: 8000 };
const PATH = '/api/products/csv/import';
const summary = (s: Partial<ImportSummary>): ImportSummary => ({
  dryRun: true,
  problems: [],
  created: 0,
  updated: 0,
  unchanged: 0,
  newCategories: [],
  ...s,
});

/** The stub sees paths only; this keeps each request's query (dryRun) as well. */
function recordUrls() {
  const urls: string[] = [];
  const inner = globalThis.fetch;
  globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
    urls.push(`${init?.method ?? 'GET'} ${String(input)}`);
    return inner(input, init);
  }) as typeof fetch;
  return urls;
}

async function open(onClose = () => {}) {
  await act(async () => {
    render(
      <App>
        <ProductImportDialog open onClose={onClose} />
      </App>,
    );
  });
}

const choose = (text: string, name = 'produkte.csv') =>
  act(async () => {
    fireEvent.change(screen.getByLabelText('Datei wählen (CSV oder Excel)'), {
      target: { files: [new File([text], name)] },
    });
  });

describe('ProductImportDialog', () => {
  it('checks the chosen file at once and lists every problem by Zeile, Spalte and Meldung', async () => {
    const calls = stubFetch({
      [`POST ${PATH}`]: {
        status: 200,
        body: {
          data: summary({
            problems: [
              { line: 3, column: 'Preis', message: '„abc“ ist kein gültiger Preis.' },
              { line: 4, column: 'Kategorie', message: 'Kategorie „Torten“ gibt es nicht.' },
            ],
          }),
        },
      },
    });
    const urls = recordUrls();
    await open();
    await choose('Name;Preis\nA;abc');
    expect(await screen.findByText('2 Probleme gefunden', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('„abc“ ist kein gültiger Preis.')).toBeTruthy();
    expect(screen.getByText('Kategorie „Torten“ gibt es nicht.')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Zeile' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Meldung' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import ausführen' })).toHaveProperty('disabled', true);
    expect(urls).toEqual([`POST /api/products/csv/import?dryRun=true`]);
    expect(calls[0]!.body).toEqual({ csv: 'Name;Preis\nA;abc', createCategories: false });
  });

  it("shows 'N Produkte bereit' for a clean file and imports it without dryRun", async () => {
    let closed = false;
    stubFetch({
      [`POST ${PATH}`]: (body) =>
        (body as { createCategories: boolean }).createCategories
          ? { status: 200, body: { data: summary({ created: 2, updated: 1, newCategories: ['Torten'] }) } }
          : {
              status: 200,
              body: {
                data: summary({
                  problems: [{ line: 2, column: 'Kategorie', message: 'Kategorie „Torten“ gibt es nicht.' }],
                }),
              },
            },
    });
    const urls = recordUrls();
    await open(() => (closed = true));
    await choose('Name;Kategorie;Preis\nA;Torten;1');
    expect(await screen.findByText('1 Problem gefunden', {}, WAIT)).toBeTruthy();
    // Asking for missing categories checks the same file again.
    await act(async () => {
      fireEvent.click(screen.getByLabelText('Fehlende Kategorien anlegen'));
    });
    expect(await screen.findByText('3 Produkte bereit', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('2 neu, 1 geändert, 0 unverändert, neue Kategorien: Torten')).toBeTruthy();
    const run = screen.getByRole('button', { name: 'Import ausführen' });
    expect(run).toHaveProperty('disabled', false);
    await act(async () => {
      fireEvent.click(run);
    });
    await waitFor(() => expect(closed).toBe(true), WAIT);
    expect(urls).toEqual([`POST ${PATH}?dryRun=true`, `POST ${PATH}?dryRun=true`, `POST ${PATH}`]);
  });

  it('sends an Excel file as base64 to the .xlsx import', async () => {
    const calls = stubFetch({
      [`POST /api/products/xlsx/import`]: { status: 200, body: { data: summary({ created: 1 }) } },
    });
    const urls = recordUrls();
    await open();
    await choose('PK-bytes', 'produkte.xlsx');
    expect(await screen.findByText('1 Produkt bereit', {}, WAIT)).toBeTruthy();
    expect(urls).toEqual(['POST /api/products/xlsx/import?dryRun=true']);
    expect(calls[0]!.body).toEqual({ xlsx: btoa('PK-bytes'), createCategories: false });
  });
});
