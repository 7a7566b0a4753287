import { Alert, Button, Stack, Text } from '@mantine/core';
import { useT } from '../i18n';
import { describeApiError, isApiError } from '../lib/api-error';

/** What a screen shows when the data it needs could not be loaded, with a way to try again. */
export function LoadFailed({ error, onRetry, what }: { error: Error; onRetry?: () => void; what: string }) {
  const t = useT();
  const text = isApiError(error) ? describeApiError(error) : error.message;
  return (
    <Alert color="red" title={t('common.loadFailed.title', { what })} role="alert" maw={760}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text}</Text>
        {onRetry && (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('common.tryAgain')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
