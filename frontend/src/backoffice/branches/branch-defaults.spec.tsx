// Issue 39 items 4 and 5 on the branch form: 'Kennung (URL)' follows the name until typed by hand, the
// first delivery area ticks 'Lieferung', a new branch asks pickup customers for a phone number.
import { describe, expect, it } from '@jest/globals';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import { act, fireEvent, render, screen, waitFor } from '../../test/render';
import { stubFetch } from '../../test/test-fetch';
import { branchConfig } from './branch-config';
import { BranchFields } from './branch-fields';

const WAIT = { timeout: 8000 };

function Harness({ initial, children }: { initial: Record<string, unknown>; children: ReactNode }) {
  const [form] = Form.useForm();
  return (
    <Form form={form} initialValues={initial} layout="vertical">
      {children}
    </Form>
  );
}

async function renderForm(initial: Record<string, unknown>) {
  stubFetch({
    'GET /api/divisions': { status: 200, body: { data: [] } },
    'GET /api/tags': { status: 200, body: { data: [] } },
  });
  await act(async () => {
    render(
      <Harness initial={initial}>
        <BranchFields />
      </Harness>,
    );
  });
}

const identifier = () => screen.getByLabelText('Kennung (URL)') as HTMLInputElement;
const checkbox = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('branch form defaults', () => {
  it('fills the identifier from the name until it is typed by hand', async () => {
    await renderForm(branchConfig.initial ?? {});
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Linz Urfahr – Bäckerei Müller' } });
    await waitFor(() => expect(identifier().value).toBe('linz-urfahr-baeckerei-mueller'), WAIT);
    fireEvent.change(identifier(), { target: { value: 'urfahr' } });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Linz-Urfahr' } });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Linz-Urfahr'));
    expect(identifier().value).toBe('urfahr');
  });

  it('leaves the identifier of a saved branch alone when its name changes', async () => {
    await renderForm({ ...branchConfig.initial, name: 'Wien Mitte', identifier: 'wien-mitte' });
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Wien Landstraße' } });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveProperty('value', 'Wien Landstraße'));
    expect(identifier().value).toBe('wien-mitte');
  });

  it('ticks delivery with the first delivery area and asks pickup customers for a phone number', async () => {
    await renderForm(branchConfig.initial ?? {});
    expect(checkbox('Telefon bei Abholung').checked).toBe(true);
    expect(checkbox('Lieferung').checked).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Liefergebiete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Liefergebiet hinzufügen' }, WAIT));
    await waitFor(() => expect(checkbox('Lieferung').checked).toBe(true), WAIT);
    // Unticked by hand, a second area leaves it off.
    fireEvent.click(checkbox('Lieferung'));
    fireEvent.click(screen.getByRole('button', { name: 'Liefergebiet hinzufügen' }));
    await waitFor(() => expect(screen.getAllByLabelText('Gebiet')).toHaveLength(2), WAIT);
    expect(checkbox('Lieferung').checked).toBe(false);
  });
});
