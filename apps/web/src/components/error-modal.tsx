import { Button, Code, Group, Modal, Text } from '@mantine/core';
import { dismissError, errorText, useGlobalError } from './global-error';

/** The one Error modal of the app (title "Error", button "Dismiss"). */
export function ErrorModal() {
  const error = useGlobalError();
  const text = error === null ? '' : errorText(error);
  return (
    <Modal
      opened={error !== null}
      onClose={dismissError}
      title="Error"
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
          Dismiss
        </Button>
      </Group>
    </Modal>
  );
}
