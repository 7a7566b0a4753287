import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { NotFoundIllustration } from './not-found-illustration';

/** `/404`: unknown paths, and pages the user's role may not open, end here. */
export function NotFoundPage() {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="xs" ta="center" maw={440}>
        <NotFoundIllustration />
        <Title order={1} size="h2">
          Page not found
        </Title>
        <Text c="dimmed">
          The page you are looking for does not exist, or your account is not allowed to open it.
        </Text>
        <Button component={Link} to={paths.home.to()} mt="sm">
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
