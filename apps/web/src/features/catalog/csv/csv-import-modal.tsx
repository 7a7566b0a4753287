import { Alert, Button, FileButton, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import type { CsvKind } from './api/export-csv';
import { CsvResultsTable, CsvSummary } from './csv-results';
import { useCsvImport } from './use-csv-import';

const TITLES: Record<CsvKind, string> = { products: 'Import products', stock: 'Import stock' };
const HELP: Record<CsvKind, string> = {
  products:
    'One row per variant, in the columns of the export. Rows with the same barcode are one product; rows without a variant_id add variants. Nothing is deleted.',
  stock:
    'One row per batch, in the columns of the export. With a batch_id the quantity is your count of it; without one the row receives a new batch.',
};

function ChooseFile({ label, onChoose }: { label: string; onChoose: (file: File) => void }) {
  return (
    <Group>
      <FileButton onChange={(file) => file && onChoose(file)} accept=".csv,text/csv">
        {(props) => <Button {...props}>{label}</Button>}
      </FileButton>
    </Group>
  );
}

/**
 * Choose a file, see what every row would do (new, changed, unchanged or rejected with the
 * reason), then confirm. Nothing is written before the confirmation. After a failure another
 * file can be chosen at once.
 */
export function CsvImportModal({
  kind,
  opened,
  onClose,
}: {
  kind: CsvKind;
  opened: boolean;
  onClose: () => void;
}) {
  const csv = useCsvImport(kind);
  const { state } = csv;
  const close = () => {
    if (state.phase === 'working') return;
    csv.reset();
    onClose();
  };
  const acting =
    state.phase === 'previewed'
      ? state.results.filter((r) => r.status === 'new' || r.status === 'changed').length
      : 0;

  return (
    <Modal opened={opened} onClose={close} title={TITLES[kind]} size="xl" centered>
      <Stack>
        {state.phase === 'idle' && (
          <>
            <Text size="sm">{HELP[kind]}</Text>
            <ChooseFile label="Choose CSV file" onChoose={csv.choose} />
          </>
        )}
        {state.phase === 'working' && (
          <Stack gap={6}>
            <Text size="sm">
              {state.step === 'preview' ? 'Checking' : 'Importing'} part {state.done + 1} of {state.total}…
            </Text>
            <Progress
              value={(state.done / state.total) * 100}
              animated
              aria-label={`${state.step} progress`}
            />
          </Stack>
        )}
        {state.phase === 'failed' && (
          <Alert color="red" title="The import stopped" role="alert">
            {state.message}
            {state.results && ` ${state.results.length} rows before it were imported.`}
          </Alert>
        )}
        {state.phase === 'failed' && <ChooseFile label="Choose another file" onChoose={csv.choose} />}
        {(state.phase === 'previewed' || state.phase === 'imported') && (
          <>
            <Text size="sm" fw={500}>
              {state.phase === 'previewed' ? 'Preview: nothing has been written yet.' : 'Import finished.'}
            </Text>
            <CsvSummary results={state.results} />
            <CsvResultsTable results={state.results} />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={state.phase === 'working'}>
            {state.phase === 'imported' ? 'Close' : 'Cancel'}
          </Button>
          {state.phase === 'previewed' && (
            <Button onClick={csv.confirm} disabled={acting === 0}>
              Import {acting} {acting === 1 ? 'row' : 'rows'}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
