import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../i18n';
import { paths } from '../../lib/paths';
import { NotFoundIllustration } from './not-found-illustration';

/** `/404`: unknown paths, and pages the user's role may not open, end here. */
export function NotFoundPage() {
  const t = useT();
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="xs" ta="center" maw={440}>
        <NotFoundIllustration />
        <Title order={1} size="h2">
          {t('system.notFound.title')}
        </Title>
        <Text c="dimmed">{t('system.notFound.text')}</Text>
        <Button component={Link} to={paths.home.to()} mt="sm">
          {t('system.notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
