import { Alert, Button, Stack, Text } from '@mantine/core';
import { describeApiError, isApiError } from '../lib/api-error';

/** What a screen shows when the data it needs could not be loaded, with a way to try again. */
export function LoadFailed({ error, onRetry, what }: { error: Error; onRetry?: () => void; what: string }) {
  const text = isApiError(error) ? describeApiError(error) : error.message;
  return (
    <Alert color="red" title={`Could not load ${what}`} role="alert" maw={760}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
