// Every one of the 16 registry block types gets its form from its field descriptors alone: each field
// shows up with its German label and the control of its kind; the add menu lists the registry labels.
import { describe, expect, it } from '@jest/globals';
import { BLOCK_REGISTRY, BLOCK_TYPES, type FieldDef } from '@bestell/domain';
import { App, Form } from 'antd';
import { MemoryRouter } from 'react-router';
import { act, fireEvent, queryByAttribute, render, screen, within } from '../../../test/render';
import { stubFetch } from '../../../test/test-fetch';
import { BlockListEditor } from './BlockListEditor';
import { createBlock } from './content-values';

const GROUPED: FieldDef['type'][] = ['links', 'collection', 'slider', 'group'];

function control(block: HTMLElement, row: string, def: FieldDef): Element | null {
  if (GROUPED.includes(def.type))
    return [...block.querySelectorAll('legend')].find((legend) => legend.textContent === def.label) ?? null;
  if (def.type === 'image') return queryByAttribute('aria-label', block, `${row}: ${def.label}: Bild auswählen`);
  if (def.type === 'images') return queryByAttribute('aria-label', block, `${row}: ${def.label}: Bilder auswählen`);
  return queryByAttribute('aria-label', block, `${row}: ${def.label}`);
}

describe('BlockListEditor', () => {
  it('renders the form of every registry block type from its descriptors', async () => {
    stubFetch({});
    await act(async () => {
      render(
        <MemoryRouter>
          <App>
            <Form initialValues={{ blocks: BLOCK_TYPES.map((type) => createBlock(type)) }}>
              <BlockListEditor name={['blocks']} path={['blocks']} label="Blöcke" />
            </Form>
          </App>
        </MemoryRouter>,
      );
    });
    const blocks = [...document.querySelectorAll<HTMLElement>('.bo-blocks__list > li > [role="group"]')];
    expect(blocks).toHaveLength(BLOCK_TYPES.length);
    BLOCK_TYPES.forEach((type, index) => {
      const row = `Block ${index + 1}`;
      const def = BLOCK_REGISTRY[type];
      expect(blocks[index]!.getAttribute('aria-label')).toBe(`${row} (${def.label})`);
      for (const field of def.fields) {
        if (!control(blocks[index]!, row, field)) throw new Error(`${type}: no control for ${field.name}`);
      }
    });
    // Rich text comes with its formatting buttons; the select shows the registry's options.
    expect(within(blocks[BLOCK_TYPES.indexOf('career')]!).getByRole('toolbar')).toBeTruthy();

    fireEvent.click(screen.getByText('Block hinzufügen').closest('button')!);
    const menu = await screen.findByRole('menu');
    const labels = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(labels).toEqual([...BLOCK_TYPES.map((type) => BLOCK_REGISTRY[type].label), 'Wiederverwendbarer Inhalt']);
  });
});
