import { Button, Code, Group, Modal, Text } from '@mantine/core';
import { useT } from '../i18n';
import { dismissError, errorText, useGlobalError } from './global-error';

/** The one Error modal of the app (title "Error", button "Dismiss"). */
export function ErrorModal() {
  const t = useT();
  const error = useGlobalError();
  const text = error === null ? '' : errorText(error);
  return (
    <Modal
      opened={error !== null}
      onClose={dismissError}
      title={t('common.error.title')}
      centered
      size="sm"
      zIndex={400}
      styles={{ title: { fontWeight: 700 } }}
    >
      {typeof error === 'string' ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {text}
        </Text>
      ) : (
        <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}>
          {text}
        </Code>
      )}
      <Group justify="flex-end" mt="md">
        <Button onClick={dismissError} data-autofocus>
          {t('common.error.dismiss')}
        </Button>
      </Group>
    </Modal>
  );
}
