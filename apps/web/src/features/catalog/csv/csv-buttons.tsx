import { Button } from '@mantine/core';
import { useState } from 'react';
import { showError } from '../../../components/global-error';
import { type MessageKey, useT } from '../../../i18n';
import { errorMessage } from '../../../lib/api-error';
import { useCatalogMessage } from '../messages';
import { type CsvKind, fetchCsv, saveAs } from './api/export-csv';
import { CsvImportModal } from './csv-import-modal';

const LABEL: Record<CsvKind, { export: MessageKey; import: MessageKey }> = {
  products: { export: 'catalog.csv.exportProducts', import: 'catalog.csv.importProducts' },
  stock: { export: 'catalog.csv.exportStock', import: 'catalog.csv.importStock' },
};

/** Export and Import buttons for a list's toolbar (products on Products, stock on Batches). */
export function CsvButtons({ kind }: { kind: CsvKind }) {
  const t = useT();
  const say = useCatalogMessage();
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveAs(await fetchCsv(kind), kind);
    } catch (error) {
      showError(say(errorMessage(error)));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Button variant="default" loading={exporting} onClick={exportCsv}>
        {t(LABEL[kind].export)}
      </Button>
      <Button variant="default" onClick={() => setImporting(true)}>
        {t(LABEL[kind].import)}
      </Button>
      <CsvImportModal kind={kind} opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
