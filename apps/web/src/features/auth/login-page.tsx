import { Box, Center, Paper, Text, Title } from '@mantine/core';
import { LoginForm } from './login-form';

export function LoginPage() {
  return (
    <Center mih="calc(100vh - 2 * var(--mantine-spacing-md))">
      <Box w="100%" maw={380}>
        <Paper withBorder shadow="sm" radius="md" p="xl">
          <Title order={1} ta="center" fz={56} fw={800} lts={4} c="brand.6" lh={1.1}>
            POS
          </Title>
          <Text ta="center" c="dimmed" size="sm" mb="lg">
            Sign in to Tillwise
          </Text>
          <LoginForm />
        </Paper>
        <Text ta="center" c="dimmed" size="xs" mt="md">
          Tillwise point of sale, inventory and accounting
        </Text>
      </Box>
    </Center>
  );
}
