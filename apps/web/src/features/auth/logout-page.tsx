import { Alert, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isAdmin } from '@tillwise/domain';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingModal } from '../../components/loading-modal';
import { useT } from '../../i18n';
import { toActor } from '../../lib/actor';
import { paths } from '../../lib/paths';
import { useBack } from '../../lib/use-back';
import { offlineDb } from '../../offline/offline-db';
import { outboxSummary, recordForcedSignOut } from '../../offline/outbox';
import { useEndSession, useSession } from './use-session';

/**
 * `/logout`: there is no server call (contract 1.2); the session simply ends here, unless sales
 * made on this till have not reached the server yet: then signing out is refused (the next user
 * may not be allowed to send them), and only an admin can force it, which the till records.
 */
export function LogoutPage() {
  const t = useT();
  const endSession = useEndSession();
  const navigate = useNavigate();
  const back = useBack(paths.home.to());
  const session = useSession();
  const [waiting, setWaiting] = useState<number | null>(null);

  useEffect(() => {
    let alive = true;
    outboxSummary(offlineDb())
      .then((s) => alive && setWaiting(s.waiting + s.failed))
      .catch(() => alive && setWaiting(0));
    return () => {
      alive = false;
    };
  }, []);

  useEffect(() => {
    if (waiting !== 0) return;
    endSession();
    navigate(paths.login.to(), { replace: true });
  }, [waiting, endSession, navigate]);

  if (waiting === null || waiting === 0) return <LoadingModal message={t('auth.logout.signingOut')} />;
  const user = session.status === 'ready' ? session.user : null;
  const admin = user !== null && isAdmin(toActor(user));

  return (
    <Center mih="60vh">
      <Paper withBorder p="xl" maw={520} radius="md">
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('auth.logout.title')}
          </Title>
          <Alert color="orange" role="alert" data-testid="sign-out-refused">
            {t('auth.logout.waiting', { count: waiting })}
          </Alert>
          <Text size="sm" c="dimmed">
            {t('auth.logout.kept')}
          </Text>
          <Group justify="flex-end">
            {admin && (
              <Button
                color="red"
                variant="light"
                onClick={async () => {
                  await recordForcedSignOut(offlineDb(), user.username, waiting);
                  setWaiting(0);
                }}
              >
                {t('auth.logout.anyway')}
              </Button>
            )}
            <Button onClick={back} data-autofocus>
              {t('auth.logout.back')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
