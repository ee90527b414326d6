// 'Duplizieren' beside 'Speichern' (issue 39 item 2): the server copies the saved item, the editor opens the copy.
import { App, Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { boRequest } from '../core/api';
import { resourceErrorMessage } from '../core/errors';
import { useGo } from '../core/hash-route';
import { useInvalidateResource } from './resource-queries';
import type { ResourceKey } from '@bestell/domain';

interface Options<R> {
  key: ResourceKey;
  /** The question before copying, e.g. 'Kategorie mit allen Produkten kopieren?'. */
  confirm: string;
  /** The copy's id and the message that names it, from the server's answer. */
  read: (answer: R) => { id: string; message: string };
  /** Other resources the copy changes (a category copy adds products). */
  alsoChanges?: ResourceKey[];
}

export function duplicateAction<R>({ key, confirm, read, alsoChanges = [] }: Options<R>) {
  return function DuplicateButton({ item }: { item: { id: string } }) {
    const { message } = App.useApp();
    const go = useGo();
    const invalidate = useInvalidateResource();
    const [busy, setBusy] = useState(false);
    const duplicate = async () => {
      setBusy(true);
      try {
        const copy = read(await boRequest<R>(`/${key}/${item.id}/duplicate`, { method: 'POST' }));
        for (const k of [key, ...alsoChanges]) void invalidate(k);
        message.success(copy.message);
        go(`/${key}/${copy.id}`);
      } catch (error) {
        message.error(resourceErrorMessage(key, 'create', error));
      } finally {
        setBusy(false);
      }
    };
    return (
      <Popconfirm title={confirm} okText="Duplizieren" cancelText="Abbrechen" onConfirm={duplicate}>
        <Button loading={busy}>Duplizieren</Button>
      </Popconfirm>
    );
  };
}

export const ProductDuplicateButton = duplicateAction<{ id: string; name: string }>({
  key: 'products',
  confirm: 'Eine Kopie dieses Produkts anlegen?',
  read: (p) => ({ id: p.id, message: `Kopie angelegt: ${p.name}` }),
});

export const CategoryDuplicateButton = duplicateAction<{ category: { id: string; name: string }; products: number }>({
  key: 'categories',
  confirm: 'Kategorie mit allen ihren Produkten kopieren?',
  read: (c) => ({
    id: c.category.id,
    message: `Kopie angelegt: ${c.category.name} mit ${c.products === 1 ? '1 Produkt' : `${c.products} Produkten`}`,
  }),
  alsoChanges: ['products'],
});
