import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';

/** Placeholder for a screen a later release builds, so the route table can be final today. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Paper withBorder radius="md" p="xl" maw={720}>
      <Stack gap="xs" align="flex-start">
        <ThemeIcon variant="light" color="gray" size="lg" radius="md" aria-hidden>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <title>Under construction</title>
            <path d="M3 21h18M5 21V8l7-5 7 5v13M9 21v-6h6v6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </ThemeIcon>
        <Title order={2} size="h3">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          This screen is coming in a later release.
        </Text>
      </Stack>
    </Paper>
  );
}
