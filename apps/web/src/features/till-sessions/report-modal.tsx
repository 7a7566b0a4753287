import { Button, Group, Modal, Stack } from '@mantine/core';
import { LoadingModal } from '../../components/loading-modal';
import { useT } from '../../i18n';
import { ApiError, describeApiError } from '../../lib/api-error';
import { useTillReport } from './api';
import { PrintableTillReport } from './till-report';

/** A session's X report (open) or Z report (closed), on screen with Print: the reprint. */
export function ReportModal({ session, onClose }: { session: number; onClose: () => void }) {
  const t = useT();
  const report = useTillReport(session);
  if (report.isLoading) return <LoadingModal />;
  return (
    <Modal
      opened
      onClose={onClose}
      title={report.data?.kind === 'Z' ? t('tillSessions.report.zModal') : t('tillSessions.report.xModal')}
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
              : t('tillSessions.report.unreadable')}
          </div>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => window.print()} data-testid="print-report">
            {t('tillSessions.print')}
          </Button>
          <Button onClick={onClose}>{t('tillSessions.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
