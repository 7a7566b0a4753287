import { Button, Center, Code, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** Last resort when a screen crashes: say so and offer a way back, instead of a blank page. */
export function RouteError() {
  const error = useRouteError();
  const detail = error instanceof Error ? error.message : null;
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="xs" ta="center" maw={480}>
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text c="dimmed">This screen hit an unexpected problem. Reloading usually fixes it.</Text>
        {detail && <Code>{detail}</Code>}
        <Button mt="sm" onClick={() => window.location.assign('/')}>
          Reload
        </Button>
      </Stack>
    </Center>
  );
}
