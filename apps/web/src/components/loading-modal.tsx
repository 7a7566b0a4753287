import { Center, Group, Loader, Modal, Text } from '@mantine/core';

interface LoadingModalProps {
  message?: string;
  opened?: boolean;
}

/** Blocks the screen while something the page needs is loading (spec 2.2: "Please Wait..."). */
export function LoadingModal({ message = 'Please Wait...', opened = true }: LoadingModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={() => {}}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="auto"
      zIndex={300}
      aria-label={message}
    >
      <Group gap="sm" px="xs" py={4} role="status">
        <Loader size="sm" />
        <Text size="sm" fw={500}>
          {message}
        </Text>
      </Group>
    </Modal>
  );
}

/**
 * A screen waiting for its own data: the same "Please Wait..." in the page, not over it, so the
 * header stays usable (offline, a query waits for the network and may wait long).
 */
export function PageLoading({ message = 'Please Wait...' }: { message?: string }) {
  return (
    <Center py={64}>
      <Group gap="sm" role="status" aria-label={message}>
        <Loader size="sm" />
        <Text size="sm" fw={500}>
          {message}
        </Text>
      </Group>
    </Center>
  );
}
