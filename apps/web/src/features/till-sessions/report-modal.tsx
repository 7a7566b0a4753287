import { Button, Group, Modal, Stack } from '@mantine/core';
import { LoadingModal } from '../../components/loading-modal';
import { ApiError, describeApiError } from '../../lib/api-error';
import { useTillReport } from './api';
import { PrintableTillReport } from './till-report';

/** A session's X report (open) or Z report (closed), on screen with Print: the reprint. */
export function ReportModal({ session, onClose }: { session: number; onClose: () => void }) {
  const report = useTillReport(session);
  if (report.isLoading) return <LoadingModal />;
  return (
    <Modal
      opened
      onClose={onClose}
      title={report.data?.kind === 'Z' ? 'Z report' : 'X report'}
      centered
      size="auto"
    >
      <Stack>
        {report.data ? (
          <PrintableTillReport report={report.data} />
        ) : (
          <div role="alert">
            {report.error instanceof ApiError
              ? describeApiError(report.error)
              : 'The report could not be read.'}
          </div>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => window.print()} data-testid="print-report">
            Print
          </Button>
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
