import { Box, Center, Paper, Text, Title } from '@mantine/core';
import { useT } from '../../i18n';
import { LoginForm } from './login-form';

export function LoginPage() {
  const t = useT();
  return (
    <Center mih="calc(100vh - 2 * var(--mantine-spacing-md))">
      <Box w="100%" maw={380}>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Title order={1} ta="center" fz={56} fw={800} lts={4} c="brand.6" lh={1.1}>
            {t('signIn.brand')}
          </Title>
          <Text ta="center" c="dimmed" size="sm" mb="lg">
            {t('signIn.subtitle')}
          </Text>
          <LoginForm />
        </Paper>
        <Text ta="center" c="dimmed" size="xs" mt="md">
          {t('signIn.tagline')}
        </Text>
      </Box>
    </Center>
  );
}
