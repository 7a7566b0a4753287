import { Alert, Button, Center, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';

/**
 * `user-data/` failed for a reason other than an expired token (server down, 5xx). The original
 * sent everyone to /404 here; saying what happened and offering a retry is kinder.
 */
export function SessionFailed({ message, retry }: { message: string; retry: () => void }) {
  const t = useT();
  return (
    <Center mih="60vh" p="md">
      <Alert color="red" variant="light" title={t('app.sessionFailed.title')} maw={460} w="100%">
        <Text size="sm">{message}</Text>
        <Group mt="md" gap="xs">
          <Button size="xs" onClick={retry}>
            {t('common.tryAgain')}
          </Button>
          <Button size="xs" variant="default" component={Link} to={paths.logout.to()}>
            {t('app.sessionFailed.signOut')}
          </Button>
        </Group>
      </Alert>
    </Center>
  );
}
