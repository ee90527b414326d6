// Issue 39 item 2: products from a CSV file. Choosing a file runs the server's dry run at once; its
// problems show by line and column, and only a clean file can be imported (all or nothing).
import { Alert, App, Button, Checkbox, Modal, Space, Table, Typography } from 'antd';
import { useRef, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { boRequest } from '../core/api';
import { useInvalidateResource } from '../resources/resource-queries';

// Local until the generated client knows POST /api/products/csv/import (schema ProductImportSummary).
interface ImportProblem {
  line: number;
  column: string | null;
  message: string;
}
export interface ImportSummary {
  dryRun: boolean;
  problems: ImportProblem[];
  created: number;
  updated: number;
  unchanged: number;
  newCategories: string[];
}

export const IMPORT_TEXTS = {
  title: 'Produkte importieren',
  hint: 'CSV- oder Excel-Datei (.xlsx) mit den Spalten der Vorlage (Name, Kategorie, Preis, Einheit, Steuer …). Zuerst wird nur geprüft; gespeichert wird erst mit „Import ausführen“.',
  file: 'Datei wählen (CSV oder Excel)',
  noFile: 'Keine Datei gewählt',
  createCategories: 'Fehlende Kategorien anlegen',
  checking: 'Datei wird geprüft …',
  problems: (n: number) => (n === 1 ? '1 Problem gefunden' : `${n} Probleme gefunden`),
  problemsHint: 'Bitte korrigieren Sie die Datei und wählen Sie sie erneut. Es wurde nichts gespeichert.',
  ready: (n: number) => (n === 1 ? '1 Produkt bereit' : `${n} Produkte bereit`),
  details: (s: ImportSummary) =>
    [
      `${s.created} neu`,
      `${s.updated} geändert`,
      `${s.unchanged} unverändert`,
      ...(s.newCategories.length > 0 ? [`neue Kategorien: ${s.newCategories.join(', ')}`] : []),
    ].join(', '),
  nothing: (n: number) => `Keine Änderungen: alle ${n} Produkte sind schon so gespeichert.`,
  run: 'Import ausführen',
  done: (n: number) => (n === 1 ? '1 Produkt importiert' : `${n} Produkte importiert`),
} as const;

/** A chosen file: CSV as text, an Excel file as base64 (the API takes both as JSON). */
type Chosen = { kind: 'csv'; csv: string } | { kind: 'xlsx'; xlsx: string };
const request = (file: Chosen, createCategories: boolean, dryRun: boolean) =>
  boRequest<ImportSummary>(`/products/${file.kind}/import${dryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    body: file.kind === 'csv' ? { csv: file.csv, createCategories } : { xlsx: file.xlsx, createCategories },
  });
/** The file as UTF-8 text or, for .xlsx, base64 (FileReader: Blob.text() is missing in jsdom and older browsers). */
const read = (file: File) =>
  new Promise<Chosen>((resolve, reject) => {
    const xlsx = /\.xlsx$/i.test(file.name);
    const reader = new FileReader();
    reader.onload = () => {
      const result = String(reader.result ?? '');
      resolve(xlsx ? { kind: 'xlsx', xlsx: result.slice(result.indexOf(',') + 1) } : { kind: 'csv', csv: result });
    };
    reader.onerror = () => reject(reader.error);
    if (xlsx) reader.readAsDataURL(file);
    else reader.readAsText(file, 'utf-8');
  });
const errorText = (error: unknown) =>
  error instanceof ApiError ? error.errors.map((e) => e.message).join(' ') : String(error);

export function ProductImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { message } = App.useApp();
  const invalidate = useInvalidateResource();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [createCategories, setCreateCategories] = useState(false);
  const [summary, setSummary] = useState<ImportSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'check' | 'run' | null>(null);

  const check = async (file: Chosen, create: boolean) => {
    setBusy('check');
    setError(null);
    setSummary(null);
    try {
      setSummary(await request(file, create, true));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const next = await read(file);
    setChosen(next);
    await check(next, createCategories);
  };

  const run = async () => {
    if (!chosen) return;
    setBusy('run');
    try {
      const done = await request(chosen, createCategories, false);
      void invalidate('products');
      void invalidate('categories');
      message.success(IMPORT_TEXTS.done(done.created + done.updated));
      close();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const close = () => {
    setChosen(null);
    setFileName(null);
    if (fileInput.current) fileInput.current.value = '';
    setSummary(null);
    setError(null);
    onClose();
  };

  const changes = summary ? summary.created + summary.updated : 0;
  const clean = summary !== null && summary.problems.length === 0;
  return (
    <Modal
      open={open}
      title={IMPORT_TEXTS.title}
      onCancel={close}
      width={760}
      footer={
        <Space wrap>
          <Button onClick={close}>Abbrechen</Button>
          <Button type="primary" disabled={!clean || changes === 0} loading={busy === 'run'} onClick={run}>
            {IMPORT_TEXTS.run}
          </Button>
        </Space>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary">{IMPORT_TEXTS.hint}</Typography.Paragraph>
        {/* The browser's own file button speaks the system's language ('Choose File'): a German button opens it. */}
        <Space wrap>
          <Button onClick={() => fileInput.current?.click()}>{IMPORT_TEXTS.file}</Button>
          <Typography.Text type="secondary">{fileName ?? IMPORT_TEXTS.noFile}</Typography.Text>
          <input
            ref={fileInput}
            type="file"
            className="visually-hidden"
            tabIndex={-1}
            accept=".csv,text/csv,.xlsx"
            aria-label={IMPORT_TEXTS.file}
            onChange={(e) => {
              setFileName(e.target.files?.[0]?.name ?? null);
              void choose(e.target.files?.[0]);
            }}
          />
        </Space>
        <Checkbox
          checked={createCategories}
          onChange={(e) => {
            setCreateCategories(e.target.checked);
            if (chosen) void check(chosen, e.target.checked);
          }}
        >
          {IMPORT_TEXTS.createCategories}
        </Checkbox>
        {busy === 'check' && <Typography.Text>{IMPORT_TEXTS.checking}</Typography.Text>}
        {error && <Alert type="error" showIcon message={error} />}
        {summary && !clean && (
          <>
            <Alert
              type="error"
              showIcon
              message={IMPORT_TEXTS.problems(summary.problems.length)}
              description={IMPORT_TEXTS.problemsHint}
            />
            <Table<ImportProblem>
              size="small"
              rowKey={(p) => `${p.line}-${p.column}-${p.message}`}
              dataSource={summary.problems}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              columns={[
                { title: 'Zeile', dataIndex: 'line', width: 70 },
                { title: 'Spalte', dataIndex: 'column', width: 140, render: (c: string | null) => c ?? '–' },
                { title: 'Meldung', dataIndex: 'message' },
              ]}
            />
          </>
        )}
        {summary && clean && (
          <Alert
            type={changes > 0 ? 'success' : 'info'}
            showIcon
            message={changes > 0 ? IMPORT_TEXTS.ready(changes) : IMPORT_TEXTS.nothing(summary.unchanged)}
            description={changes > 0 ? IMPORT_TEXTS.details(summary) : undefined}
          />
        )}
      </Space>
    </Modal>
  );
}
