// Back office #/backzettel (issue 42 item 1): the bake list of a day (every branch, a column per branch) or,
// with a branch chosen, that branch's packing list; counted on the server by domain/src/production. 'Drucken'
// prints the list on the office printer (print styles keep only the list). Issue 42 item 2: once a branch's
// cut-off has passed its figures are frozen ('Eingefroren um 20:00') and later changes are listed below as
// signed deltas ('+3 Kaisersemmel seit 20:00'); the server prints them as delta slips.
import { formatQuantity, signedQuantity } from '@bestell/domain';
import { Button, DatePicker, Select, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { commandErrorMessage } from '../core/errors';
import { LoadError } from '../core/LoadError';
import { PlainTable, type PlainColumn } from '../core/PlainTable';
import { useOptions } from '../resources/resource-queries';
import { useProductionList } from './production-api';
import './production.css';

export const PRODUCTION_TEXTS = {
  title: 'Backzettel',
  packingTitle: (branch: string) => `Packliste ${branch}`,
  empty: 'Für diesen Tag ist nichts zu backen.',
  print: 'Drucken',
  product: 'Produkt',
  total: 'Gesamt',
  allBranches: 'Alle Filialen',
  loadFailed: 'Backzettel konnte nicht geladen werden',
  frozen: (time: string) => `Eingefroren um ${time}`,
  frozenHelp: 'Die Mengen sind seit dem Annahmeschluss fest; spätere Änderungen stehen unten als Nachtrag.',
  deltas: 'Nachträge',
  noDeltas: 'Keine Änderungen seit dem Einfrieren.',
};

type Delta = Omit<Line, 'quantity'> & { quantity: string; text: string };

type Line = {
  product: { id: string; name: string };
  option: string | null;
  unit: string;
  quantity: string;
  approximate: boolean;
  byBranch: { branch: { id: string; name: string }; quantity: string }[];
};

/** '20 Stk.', 'ca. 1,25 kg'. */
export const quantityText = (quantity: string, unit: string, approximate: boolean) =>
  `${approximate ? 'ca. ' : ''}${formatQuantity(quantity, unit)}`;

export function ProductionPage() {
  const [date, setDate] = useState<Dayjs>(() => dayjs().add(1, 'day'));
  const [branch, setBranch] = useState<string | null>(null);
  const branches = useOptions('branches');
  const day = date.format('YYYY-MM-DD');
  const list = useProductionList(day, branch);
  const lines = (list.data?.lines ?? []) as Line[];
  const deltas = (list.data?.deltas ?? []) as Delta[];
  const frozenAt = list.data?.frozenAt ? dayjs(list.data.frozenAt) : null;
  const branchName = branches.find((b) => b.value === branch)?.label;
  // The bake list names every branch that gets something; a packing list is one branch already.
  const shares = branch
    ? []
    : [...new Map(lines.flatMap((l) => l.byBranch.map((b) => [b.branch.id, b.branch]))).values()];
  const columns: PlainColumn<Line>[] = [
    {
      key: 'product',
      title: PRODUCTION_TEXTS.product,
      render: (line) => (
        <>
          <strong>{line.product.name}</strong>
          {line.option && <div className="bo-production__option">{line.option}</div>}
        </>
      ),
    },
    {
      key: 'total',
      title: PRODUCTION_TEXTS.total,
      align: 'right',
      render: (line) => <strong>{quantityText(line.quantity, line.unit, line.approximate)}</strong>,
    },
    ...shares.map<PlainColumn<Line>>((share) => ({
      key: share.id,
      title: share.name,
      align: 'right',
      render: (line) => {
        const part = line.byBranch.find((b) => b.branch.id === share.id);
        return part ? quantityText(part.quantity, line.unit, line.approximate) : '–';
      },
    })),
  ];
  return (
    <div className="bo-production">
      <Typography.Title level={2}>
        {branchName ? PRODUCTION_TEXTS.packingTitle(String(branchName)) : PRODUCTION_TEXTS.title}
        <span className="bo-production__date"> · {date.format('dd, DD.MM.YYYY')}</span>
      </Typography.Title>
      {frozenAt && (
        <p className="bo-production__frozen" title={PRODUCTION_TEXTS.frozenHelp}>
          {PRODUCTION_TEXTS.frozen(frozenAt.format('HH:mm'))}
          <span className="bo-production__date"> · {frozenAt.format('dd, DD.MM.')}</span>
        </p>
      )}
      <Space wrap className="bo-production__controls">
        <DatePicker
          aria-label="Tag"
          value={date}
          format="DD.MM.YYYY"
          allowClear={false}
          onChange={(value) => value && setDate(value)}
        />
        <Select
          aria-label="Filiale"
          style={{ minWidth: 200 }}
          allowClear
          placeholder={PRODUCTION_TEXTS.allBranches}
          options={branches}
          value={branch ?? undefined}
          onChange={(value) => setBranch(value ?? null)}
        />
        <Button onClick={() => window.print()}>{PRODUCTION_TEXTS.print}</Button>
      </Space>
      {list.error ? (
        <LoadError
          message={commandErrorMessage(list.error, PRODUCTION_TEXTS.loadFailed)}
          onRetry={() => void list.refetch()}
        />
      ) : (
        <PlainTable
          rows={lines}
          rowKey={(line) => `${line.product.id}|${line.option ?? ''}|${line.unit}`}
          columns={columns}
          loading={list.isLoading}
          empty={PRODUCTION_TEXTS.empty}
        />
      )}
      {frozenAt && (
        <section className="bo-production__deltas" aria-label={PRODUCTION_TEXTS.deltas}>
          <Typography.Title level={3}>{PRODUCTION_TEXTS.deltas}</Typography.Title>
          {deltas.length === 0 ? (
            <p>{PRODUCTION_TEXTS.noDeltas}</p>
          ) : (
            <ul>
              {deltas.map((delta) => (
                <li
                  key={`${delta.product.id}|${delta.option ?? ''}|${delta.unit}`}
                  className={delta.quantity.startsWith('-') ? 'is-minus' : 'is-plus'}
                >
                  <strong>{delta.text}</strong>
                  {!branch && delta.byBranch.length > 0 && (
                    <span className="bo-production__date">
                      {' '}
                      (
                      {delta.byBranch
                        .map((b) => `${b.branch.name} ${signedQuantity(b.quantity, delta.unit, delta.approximate)}`)
                        .join(', ')}
                      )
                    </span>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
