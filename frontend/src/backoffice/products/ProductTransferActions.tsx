// The products list's import and export buttons (issue 39 item 2); downloads are plain links the session cookie covers.
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import { ProductImportDialog } from './ProductImportDialog';

const formats = (what: 'template' | 'export') => [
  { key: 'csv', label: <a href={`/api/products/csv/${what}`}>CSV (Excel, LibreOffice, Numbers)</a> },
  { key: 'xlsx', label: <a href={`/api/products/xlsx/${what}`}>Excel-Datei (.xlsx)</a> },
];

export function ProductTransferActions() {
  const [importing, setImporting] = useState(false);
  return (
    <>
      <Dropdown menu={{ items: formats('template') }} trigger={['click']}>
        <Button>Vorlage herunterladen</Button>
      </Dropdown>
      <Dropdown menu={{ items: formats('export') }} trigger={['click']}>
        <Button>Exportieren</Button>
      </Dropdown>
      <Button onClick={() => setImporting(true)}>Importieren</Button>
      <ProductImportDialog open={importing} onClose={() => setImporting(false)} />
    </>
  );
}
