import { Button } from '@mantine/core';
import { useState } from 'react';
import { showError } from '../../../components/global-error';
import { errorMessage } from '../../../lib/api-error';
import { type CsvKind, fetchCsv, saveAs } from './api/export-csv';
import { CsvImportModal } from './csv-import-modal';

const LABEL: Record<CsvKind, string> = { products: 'CSV', stock: 'stock CSV' };

/** Export and Import buttons for a list's toolbar (products on Products, stock on Batches). */
export function CsvButtons({ kind }: { kind: CsvKind }) {
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveAs(await fetchCsv(kind), kind);
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button variant="default" loading={exporting} onClick={exportCsv}>
        Export {LABEL[kind]}
      </Button>
      <Button variant="default" onClick={() => setImporting(true)}>
        Import {LABEL[kind]}
      </Button>
      <CsvImportModal kind={kind} opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
