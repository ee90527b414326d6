// The quote editor (issue 21 item 4): staff price a quotation request — change lines and prices, add a
// fee, a validity date and a message — save it as a draft or send it; the customer gets it by e-mail with
// the status link. Totals are previewed with the domain's pricing, the server recomputes them.
import {
  canStaffEdit,
  dec,
  priceQuote,
  QUOTE_TEXTS,
  type QuoteFee,
  type QuoteLine,
  quoteLineTotal,
  type StaffQuote,
  formatMoney,
  UNITS,
  type UnitId,
} from '@bestell/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  App,
  Button,
  Card,
  Col,
  DatePicker,
  Descriptions,
  Divider,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Popconfirm,
  Row,
  Select,
  Space,
  Spin,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { commandErrorMessage } from '../core/errors';
import { hashHref } from '../core/hash-route';
import { LoadError } from '../core/LoadError';
import { QuoteStateTag } from './QuoteStateTag';
import { quoteKeys, quoteQueries, quotesApi } from './quotes-api';
import './quotes.css';

interface FormLine {
  productId: string | null;
  name: string;
  description: string;
  amount: string;
  unit: UnitId;
  unitPrice: string;
  taxRate: string;
}
interface FormValues {
  eventDate: Dayjs | null;
  guests: number | null;
  lines: FormLine[];
  fee: { label: string; amount: string; taxRate: string };
  validUntil: Dayjs | null;
  message: string;
}

const UNIT_OPTIONS = (Object.keys(UNITS) as UnitId[]).map((id) => ({ value: id, label: UNITS[id].label }));
const SAVE_ERROR = 'Das Angebot konnte nicht gespeichert werden.';
const LOAD_ERROR = 'Das Angebot konnte nicht geladen werden.';
const CHECK_FIELDS = 'Bitte prüfen Sie die markierten Felder.';
const EMPTY_LINE: FormLine = {
  productId: null,
  name: '',
  description: '',
  amount: '1',
  unit: 'piece',
  unitPrice: '0.00',
  taxRate: '10',
};

const toForm = (q: StaffQuote): FormValues => ({
  eventDate: q.eventDate ? dayjs(q.eventDate) : null,
  guests: q.guests,
  lines: q.lines.map((l) => ({ ...l, unitPrice: l.unitPrice.replace('.', ','), amount: l.amount.replace('.', ',') })),
  fee: {
    label: q.fee?.label ?? '',
    amount: (q.fee?.amount ?? '0.00').replace('.', ','),
    taxRate: q.fee?.taxRate ?? '20',
  },
  validUntil: q.validUntil ? dayjs(q.validUntil) : null,
  message: q.message,
});

const plain = (v: string | undefined) => (v ?? '').trim().replace(',', '.');
const toLines = (lines: FormLine[] | undefined): QuoteLine[] =>
  (lines ?? []).map((l) => ({
    productId: l.productId ?? null,
    name: l.name ?? '',
    description: l.description ?? '',
    amount: plain(l.amount),
    unit: l.unit ?? 'piece',
    unitPrice: plain(l.unitPrice),
    taxRate: plain(l.taxRate),
  }));
const toFee = (fee: FormValues['fee'] | undefined): QuoteFee | null =>
  fee && dec(plain(fee.amount)).gt(0)
    ? { label: fee.label ?? '', amount: plain(fee.amount), taxRate: plain(fee.taxRate) }
    : null;

/** Server field errors ('lines.0.unitPrice', 'fee.amount') onto the form; the rest as one alert. */
// Untyped: the names come from the server, not from FormValues.
function placeErrors(form: FormInstance, error: unknown): { placed: number; rest: string[] } {
  const registered = form.getFieldsError().map((e) => e.name.join('.'));
  form.setFields(form.getFieldsError().map((e) => ({ name: e.name, errors: [] })));
  if (!(error instanceof ApiError)) return { placed: 0, rest: [] };
  const rest: string[] = [];
  const byField = new Map<string, string[]>();
  for (const e of error.errors) {
    if (e.field && registered.includes(e.field)) byField.set(e.field, [...(byField.get(e.field) ?? []), e.message]);
    else rest.push(e.message);
  }
  form.setFields(
    [...byField].map(([field, errors]) => ({
      name: field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      errors,
    })),
  );
  return { placed: byField.size, rest };
}

export default function QuoteEditorPage({ orderId }: { orderId: string }) {
  const client = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const quote = useQuery(quoteQueries.one(orderId));
  const [unplaced, setUnplaced] = useState<string[]>([]);

  useEffect(() => {
    if (quote.data) form.setFieldsValue(toForm(quote.data));
  }, [quote.data, form]);

  const watchedLines = Form.useWatch('lines', form);
  const watchedFee = Form.useWatch('fee', form);
  const preview = useMemo(() => priceQuote(toLines(watchedLines), toFee(watchedFee)), [watchedLines, watchedFee]);

  const save = useMutation({
    mutationFn: async (send: boolean) => {
      const values = form.getFieldsValue(true) as FormValues;
      return quotesApi.save(orderId, {
        version: quote.data!.version,
        eventDate: values.eventDate ? values.eventDate.toISOString() : null,
        guests: values.guests ?? null,
        lines: toLines(values.lines),
        fee: toFee(values.fee),
        validUntil: values.validUntil ? values.validUntil.format('YYYY-MM-DD') : null,
        message: values.message ?? '',
        send,
      });
    },
    onSuccess: (saved, send) => {
      placeErrors(form, null);
      setUnplaced([]);
      client.setQueryData(quoteKeys.one(orderId), saved);
      void client.invalidateQueries({ queryKey: quoteKeys.list, exact: true });
      message.success(send ? 'Angebot wurde an den Kunden gesendet.' : 'Entwurf gespeichert.');
    },
    onError: (error) => {
      const { placed, rest } = placeErrors(form, error);
      setUnplaced(rest);
      // Field messages stand at their fields; the toast only points there (or carries the one message).
      if (placed > 0) message.error(CHECK_FIELDS);
      else if (rest.length === 0) message.error(commandErrorMessage(error, SAVE_ERROR));
    },
  });

  if (quote.error) {
    return (
      <Card title={<h1 className="bo-page-title">Angebot</h1>}>
        <LoadError message={commandErrorMessage(quote.error, LOAD_ERROR)} onRetry={() => void quote.refetch()} />
      </Card>
    );
  }
  if (!quote.data) return <Spin aria-label="Angebot wird geladen" />;
  const q = quote.data;
  const editable = canStaffEdit(q.state);

  return (
    <Card
      className="quote-editor"
      title={
        <Space wrap>
          <h1 className="bo-page-title">Angebot Nr. {q.ticketNumber}</h1>
          <QuoteStateTag state={q.state} />
        </Space>
      }
      extra={<a href={hashHref('/quotes')}>Alle Angebote</a>}
    >
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 3 }}
        items={[
          { key: 'customer', label: 'Kunde', children: q.customerName },
          { key: 'email', label: 'E-Mail', children: q.email || '–' },
          { key: 'phone', label: 'Telefon', children: q.phone || '–' },
          { key: 'created', label: 'Angefragt', children: dayjs(q.createdAt).format('DD.MM.YYYY HH:mm') },
          {
            key: 'links',
            label: 'Links',
            children: (
              <Space wrap>
                <a href={hashHref(`/orders/${q.orderId}`)}>Bestellung</a>
                <a href={q.statusPath} target="_blank" rel="noreferrer">
                  Statusseite des Kunden
                </a>
              </Space>
            ),
          },
          ...(q.notes ? [{ key: 'notes', label: 'Anmerkungen des Kunden', children: q.notes }] : []),
        ]}
      />
      {q.state === 'sent' && (
        <Typography.Paragraph className="quote-editor__hint" type="secondary">
          Das Angebot wurde {q.sentAt ? `am ${dayjs(q.sentAt).format('DD.MM.YYYY HH:mm')} ` : ''}versendet. Speichern
          als Entwurf zieht es zurück, bis es erneut gesendet wird.
        </Typography.Paragraph>
      )}
      {!editable && <Alert className="quote-editor__hint" type="warning" showIcon message={QUOTE_TEXTS.notEditable} />}
      {unplaced.length > 0 && (
        <Alert className="quote-editor__hint" type="error" showIcon message={unplaced.join(' ')} />
      )}
      <Form<FormValues> form={form} layout="vertical" disabled={!editable || save.isPending} requiredMark={false}>
        <Divider titlePlacement="start">Veranstaltung</Divider>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="eventDate" label={QUOTE_TEXTS.eventDate}>
              <DatePicker
                showTime={{ format: 'HH:mm', minuteStep: 5 }}
                format="DD.MM.YYYY HH:mm"
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="guests" label={QUOTE_TEXTS.guests}>
              <InputNumber min={1} max={10000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>

        <Divider titlePlacement="start">Positionen</Divider>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <div key={field.key} className="quote-line" data-testid={`quote-line-${index}`}>
                  <Row gutter={12} align="top">
                    <Col xs={24} md={6}>
                      <Form.Item name={[field.name, 'name']} label="Bezeichnung">
                        <Input />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={5}>
                      <Form.Item name={[field.name, 'description']} label="Beschreibung">
                        <Input />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={2}>
                      <Form.Item name={[field.name, 'amount']} label="Menge">
                        <Input inputMode="decimal" />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[field.name, 'unit']} label="Einheit">
                        <Select options={UNIT_OPTIONS} popupMatchSelectWidth={false} />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={3}>
                      <Form.Item name={[field.name, 'unitPrice']} label="Preis (brutto)">
                        <Input inputMode="decimal" suffix="€" />
                      </Form.Item>
                    </Col>
                    <Col xs={12} md={2}>
                      <Form.Item name={[field.name, 'taxRate']} label="MwSt.">
                        <Input inputMode="decimal" suffix="%" />
                      </Form.Item>
                    </Col>
                    <Col xs={24} md={3} className="quote-line__end">
                      <Form.Item label="Summe">
                        <span className="quote-line__total">
                          {formatMoney(quoteLineTotal(toLines([watchedLines?.[index] ?? EMPTY_LINE])[0]!))}
                        </span>
                        {editable && (
                          <Button
                            type="link"
                            danger
                            size="small"
                            onClick={() => remove(field.name)}
                            aria-label={`Position ${index + 1} entfernen`}
                          >
                            Entfernen
                          </Button>
                        )}
                      </Form.Item>
                    </Col>
                  </Row>
                </div>
              ))}
              {editable && <Button onClick={() => add({ ...EMPTY_LINE })}>Position hinzufügen</Button>}
            </>
          )}
        </Form.List>

        <Divider titlePlacement="start">Gebühr und Gültigkeit</Divider>
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name={['fee', 'label']} label="Gebühr (Bezeichnung)">
              <Input placeholder="z. B. Lieferung und Aufbau" />
            </Form.Item>
          </Col>
          <Col xs={12} md={4}>
            <Form.Item name={['fee', 'amount']} label="Betrag (brutto)">
              <Input inputMode="decimal" suffix="€" />
            </Form.Item>
          </Col>
          <Col xs={12} md={3}>
            <Form.Item name={['fee', 'taxRate']} label="MwSt.">
              <Input inputMode="decimal" suffix="%" />
            </Form.Item>
          </Col>
          <Col xs={24} md={5}>
            <Form.Item name="validUntil" label="Gültig bis">
              <DatePicker
                format="DD.MM.YYYY"
                style={{ width: '100%' }}
                disabledDate={(d) => d.isBefore(dayjs(), 'day')}
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="message" label="Nachricht an den Kunden">
          <Input.TextArea rows={3} maxLength={4000} />
        </Form.Item>

        <div className="quote-totals" aria-label="Summen">
          <div>
            <span>Positionen</span>
            <span>{formatMoney(preview.linesGross)}</span>
          </div>
          {dec(preview.fee).gt(0) && (
            <div>
              <span>{QUOTE_TEXTS.fee}</span>
              <span>{formatMoney(preview.fee)}</span>
            </div>
          )}
          <div>
            <span>{QUOTE_TEXTS.net}</span>
            <span>{formatMoney(preview.totalNet)}</span>
          </div>
          {Object.entries(preview.taxes).map(([rate, tax]) => (
            <div key={rate}>
              <span>{QUOTE_TEXTS.tax(rate)}</span>
              <span>{formatMoney(tax)}</span>
            </div>
          ))}
          <div className="quote-totals__total">
            <Typography.Text strong>{QUOTE_TEXTS.total}</Typography.Text>
            <Typography.Text strong>{formatMoney(preview.totalGross)}</Typography.Text>
          </div>
        </div>

        {editable && (
          <Space wrap className="quote-editor__actions">
            <Button onClick={() => save.mutate(false)} loading={save.isPending && save.variables === false}>
              Entwurf speichern
            </Button>
            <Popconfirm
              title="Angebot senden?"
              description={
                q.email ? `Das Angebot geht per E-Mail an ${q.email}.` : 'Der Kunde hat keine E-Mail-Adresse angegeben.'
              }
              okText="Senden"
              cancelText="Abbrechen"
              onConfirm={() => save.mutate(true)}
            >
              <Button type="primary" loading={save.isPending && save.variables === true}>
                Angebot senden
              </Button>
            </Popconfirm>
          </Space>
        )}
      </Form>
    </Card>
  );
}
