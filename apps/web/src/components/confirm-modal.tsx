import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../i18n';

export interface ConfirmModalProps {
  opened: boolean;
  title: string;
  /** What is about to happen, naming the thing it happens to. */
  children: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before a destructive or irreversible action; Cancel has the focus so Enter is safe.
 * While `busy` (the request is running) it cannot be closed, so the user sees how it ends.
 */
export function ConfirmModal(props: ConfirmModalProps) {
  const { opened, title, children, confirmLabel, cancelLabel, danger, busy } = props;
  const t = useT();
  const close = () => {
    if (!busy) props.onCancel();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      closeOnEscape={!busy}
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
    >
      <Stack>
        <Text size="sm" component="div">
          {children}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            {cancelLabel ?? t('common.cancel')}
          </Button>
          <Button color={danger ? 'red' : undefined} loading={busy} onClick={props.onConfirm}>
            {confirmLabel ?? t('common.yes')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
