// Issue 39 item 8: the cells of an antd Table carry their column's title, so the phone CSS (.bo-cards in
// backoffice.css) can show each row as a card of labelled lines.
import type { TableColumnsType } from 'antd';
import type { HTMLAttributes } from 'react';

export const CARDS_CLASS = 'bo-cards';

export function cardColumns<T>(columns: TableColumnsType<T>): TableColumnsType<T> {
  return columns.map((column) => {
    const label = typeof column.title === 'string' ? column.title : '';
    const own = column.onCell;
    return {
      ...column,
      onCell: (row: T, index?: number) =>
        ({ ...own?.(row, index), 'data-label': label }) as HTMLAttributes<HTMLElement>,
    };
  });
}
