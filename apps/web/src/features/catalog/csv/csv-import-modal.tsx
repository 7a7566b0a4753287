import { Alert, Button, FileButton, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { type MessageKey, useT } from '../../../i18n';
import { useCatalogMessage } from '../messages';
import type { CsvKind } from './api/export-csv';
import { CsvResultsTable, CsvSummary } from './csv-results';
import { useCsvImport } from './use-csv-import';

const TITLES: Record<CsvKind, MessageKey> = {
  products: 'catalog.csv.title.products',
  stock: 'catalog.csv.title.stock',
};
const HELP: Record<CsvKind, MessageKey> = {
  products: 'catalog.csv.help.products',
  stock: 'catalog.csv.help.stock',
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
  const t = useT();
  const say = useCatalogMessage();
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
    <Modal opened={opened} onClose={close} title={t(TITLES[kind])} size="xl" centered>
      <Stack>
        {state.phase === 'idle' && (
          <>
            <Text size="sm">{t(HELP[kind])}</Text>
            <ChooseFile label={t('catalog.csv.choose')} onChoose={csv.choose} />
          </>
        )}
        {state.phase === 'working' && (
          <Stack gap={6}>
            <Text size="sm">
              {t(state.step === 'preview' ? 'catalog.csv.checkingPart' : 'catalog.csv.importingPart', {
                part: state.done + 1,
                total: state.total,
              })}
            </Text>
            <Progress
              value={(state.done / state.total) * 100}
              animated
              aria-label={t(
                state.step === 'preview' ? 'catalog.csv.progress.preview' : 'catalog.csv.progress.import',
              )}
            />
          </Stack>
        )}
        {state.phase === 'failed' && (
          <Alert color="red" title={t('catalog.csv.stopped')} role="alert">
            {say(state.message)}
            {state.results && ` ${t('catalog.csv.importedBefore', { count: state.results.length })}`}
          </Alert>
        )}
        {state.phase === 'failed' && (
          <ChooseFile label={t('catalog.csv.chooseAnother')} onChoose={csv.choose} />
        )}
        {(state.phase === 'previewed' || state.phase === 'imported') && (
          <>
            <Text size="sm" fw={500}>
              {state.phase === 'previewed' ? t('catalog.csv.previewNote') : t('catalog.csv.finished')}
            </Text>
            <CsvSummary results={state.results} />
            <CsvResultsTable results={state.results} />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={state.phase === 'working'}>
            {state.phase === 'imported' ? t('catalog.csv.close') : t('catalog.cancel')}
          </Button>
          {state.phase === 'previewed' && (
            <Button onClick={csv.confirm} disabled={acting === 0}>
              {t('catalog.csv.importRows', { count: acting })}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
