import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useT } from '../i18n';

/** Last resort when a screen crashes: say so and offer a way back, instead of a blank page. */
export function RouteError() {
  const t = useT();
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="xs" ta="center" maw={480}>
        <Title order={1} size="h2">
          {t('app.routeError.title')}
        </Title>
        <Text c="dimmed">{t('app.routeError.body')}</Text>
        {detail && <Code>{detail}</Code>}
        <Button mt="sm" onClick={() => window.location.assign('/')}>
          {t('app.routeError.reload')}
        </Button>
      </Stack>
    </Center>
  );
}
