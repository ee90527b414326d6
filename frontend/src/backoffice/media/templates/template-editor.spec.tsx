// Image template editor ('Bildvorlagen', issue 14): the unsaved form is rendered by the server for a
// live preview (debounced), with the chosen product; layers can be added, reordered and removed.
import type { ImageTemplateView } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { App } from 'antd';
import { MemoryRouter } from 'react-router';
import { act, fireEvent, render, screen, waitFor } from '../../../test/render';
import { stubFetch } from '../../../test/test-fetch';
import { ResourceEditPage } from '../../resources/ResourceEditPage';
import { defaultFont, layersToBody } from './layers';
import { templateConfig } from './template-config';

const WAIT = { timeout: 4000 };
type Rendered = { template: { layers: { type: string; text?: string }[] } };

const TEMPLATE: ImageTemplateView = {
  id: 't1',
  identifier: 'preisschild',
  name: 'Preisschild',
  width: 800,
  height: 500,
  background: '#ffffff',
  layers: [
    { type: 'image', x: 0, y: 0, width: 400, height: 500, fit: 'cover', image: null, field: 'product.image' },
    {
      type: 'text',
      x: 420,
      y: 40,
      width: 360,
      text: '{name}',
      font: 'Lora',
      size: 48,
      color: '#000000',
      weight: 'bold',
      align: 'left',
    },
  ],
  createdAt: '2026-11-02T08:00:00.000Z',
  updatedAt: '2026-11-02T08:00:00.000Z',
};

const created: string[] = [];
const realCreate = URL.createObjectURL;
const realRevoke = URL.revokeObjectURL;
beforeAll(() => {
  URL.createObjectURL = () => {
    created.push(`blob:preview-${created.length + 1}`);
    return created.at(-1)!;
  };
  URL.revokeObjectURL = () => undefined;
});
afterAll(() => {
  URL.createObjectURL = realCreate;
  URL.revokeObjectURL = realRevoke;
});

async function renderEditor() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/backend#/image-templates/t1']}>
        <App>
          <ResourceEditPage config={templateConfig} id="t1" />
        </App>
      </MemoryRouter>,
    );
  });
}

/** Opens the editor of TEMPLATE and waits for the first preview; returns the render calls so far. */
async function openEditor() {
  const calls = stubFetch({
    'GET /api/image-templates/t1': { status: 200, body: { data: TEMPLATE } },
    'GET /api/products': { status: 200, body: { data: [{ id: 'p1', name: 'Sachertorte' }] } },
    'GET /api/fonts': { status: 200, body: { data: [{ family: 'Lora', variants: ['400'], category: 'serif' }] } },
    'POST /api/image-templates/render': { status: 200, body: 'png' },
  });
  const renders = () => calls.filter((c) => c.path === '/api/image-templates/render');
  await renderEditor();
  await waitFor(() => expect(renders()).toHaveLength(1), WAIT);
  return renders;
}

describe('image template editor', () => {
  it('sends the unsaved layers to the render preview, debounced, and shows the picture', async () => {
    const renders = await openEditor();
    expect(renders()[0]!.body).toEqual({
      template: { width: 800, height: 500, background: '#ffffff', layers: TEMPLATE.layers },
      product: null,
    });
    await waitFor(() => expect(screen.getByTestId('template-preview').getAttribute('src')).toBe(created.at(-1)), WAIT);

    // Typing does not fire a request per change: two quick edits give one render with the last text.
    const text = screen.getByLabelText('Text');
    fireEvent.change(text, { target: { value: 'Nur heute' } });
    fireEvent.change(text, { target: { value: 'Nur heute: {price}' } });
    await waitFor(() => expect(renders()).toHaveLength(2), WAIT);
    const layers = (renders()[1]!.body as Rendered).template.layers;
    expect(layers.map((l) => l.type)).toEqual(['image', 'text']);
    expect(layers[1]!.text).toBe('Nur heute: {price}');
  });

  it('adds, reorders and removes layers, and renders with the chosen product', async () => {
    const renders = await openEditor();

    // A new rectangle goes on top; moved to the back it is drawn first. The old text layer goes.
    fireEvent.click(screen.getByText('Rechteck hinzufügen'));
    fireEvent.click(screen.getByLabelText('Ebene 3 nach hinten'));
    fireEvent.click(screen.getByLabelText('Ebene 2 nach hinten'));
    fireEvent.click(screen.getByLabelText('Ebene 3 entfernen'));
    // A new text layer starts in the shop's first font: the renderer needs a real family.
    fireEvent.click(screen.getByText('Text hinzufügen'));
    await waitFor(() => expect(renders()).toHaveLength(2), WAIT);
    expect((renders()[1]!.body as Rendered).template.layers).toEqual([
      { type: 'rect', x: 0, y: 0, width: 400, height: 120, color: '#000000', radius: 0 },
      TEMPLATE.layers[0],
      {
        type: 'text',
        x: 40,
        y: 40,
        width: 600,
        text: '{name}',
        font: 'Lora',
        size: 48,
        color: '#000000',
        weight: 'bold',
        align: 'left',
      },
    ]);

    // The preview data: the chosen product's id goes with the next render.
    fireEvent.mouseDown(screen.getByLabelText('Vorschau mit Produkt'));
    const options = await screen.findAllByText('Sachertorte', { selector: '.ant-select-item-option-content' }, WAIT);
    fireEvent.click(options.at(-1)!);
    await waitFor(() => expect(renders()).toHaveLength(3), WAIT);
    expect(renders()[2]!.body).toMatchObject({ product: 'p1', template: { width: 800, height: 500 } });
    expect(screen.getByText('PNG öffnen').getAttribute('href')).toBe('/api/image-templates/t1/render.png?product=p1');
  });

  it('shows the server message when the preview cannot be rendered', async () => {
    stubFetch({
      'GET /api/image-templates/t1': { status: 200, body: { data: TEMPLATE } },
      'GET /api/products': { status: 200, body: { data: [] } },
      'GET /api/fonts': { status: 200, body: { data: [] } },
      'POST /api/image-templates/render': {
        status: 422,
        body: { errors: [{ message: 'Die Schriftart "Lora" ist nicht installiert.', field: 'layers.1.font' }] },
      },
    });
    await renderEditor();
    expect(await screen.findByText('Die Schriftart "Lora" ist nicht installiert.', {}, WAIT)).toBeTruthy();
  });
});

describe('layersToBody', () => {
  it('keeps only the keys of each layer type and drops the fixed image of a data-bound image layer', () => {
    expect(
      layersToBody([
        {
          type: 'image',
          x: 1,
          y: 2,
          width: 3,
          height: 4,
          fit: 'contain',
          field: '',
          image: { id: 'i', version: 1, extension: 'jpg' },
        },
        {
          type: 'image',
          x: 1,
          y: 2,
          width: 3,
          height: 4,
          fit: 'cover',
          field: 'product.image',
          image: { id: 'i', version: 1, extension: 'jpg' },
        },
        { type: 'text', x: 0, y: 0, width: 10, text: 'Hi', size: null, font: 'Lora', extra: 'x' },
        {},
      ]),
    ).toEqual([
      {
        type: 'image',
        x: 1,
        y: 2,
        width: 3,
        height: 4,
        fit: 'contain',
        field: null,
        image: { id: 'i', version: 1, extension: 'jpg' },
      },
      { type: 'image', x: 1, y: 2, width: 3, height: 4, fit: 'cover', field: 'product.image', image: null },
      {
        type: 'text',
        x: 0,
        y: 0,
        width: 10,
        text: 'Hi',
        font: 'Lora',
        size: 32,
        color: '#000000',
        weight: 'normal',
        align: 'left',
      },
    ]);
  });
});

describe('defaultFont', () => {
  const fonts = [
    { family: 'Caveat', category: 'handwriting' as const },
    { family: 'Lora', category: 'serif' as const },
    { family: 'Inter', category: 'sans-serif' as const },
  ];
  it("takes the shop's font when installed, else the first sans-serif family, else the first", () => {
    expect(defaultFont(fonts, 'Lora')).toBe('Lora');
    expect(defaultFont(fonts, 'Comic Sans')).toBe('Inter');
    expect(defaultFont(fonts, null)).toBe('Inter');
    expect(defaultFont(fonts.slice(0, 2))).toBe('Caveat');
    expect(defaultFont([])).toBe('');
  });
});
