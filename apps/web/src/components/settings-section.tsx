import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, KeyboardEvent, ReactNode } from 'react';

interface Props {
  /** The section's heading, also the form's accessible name. */
  title: string;
  /** Beside the heading (a state badge). */
  aside?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLFormElement>) => void;
  /** The caller may save; otherwise the section is read only and has no Save button. */
  editable: boolean;
  /** What the last save did ("Tax settings saved."), shown beside Save until the next change. */
  saved: string | null;
  saveLabel: string;
  /** Save is enabled (false while a field is invalid). */
  canSave?: boolean;
  saving: boolean;
  children: ReactNode;
}

/**
 * The frame of a settings section saved on its own (Edit Department's tax, fiscal, credit and scale
 * sections, Edit User's credit terms): a titled panel holding one form, with Save and what the last
 * save did at its foot.
 */
export function SettingsSection({
  title,
  aside,
  onSubmit,
  onKeyDown,
  editable,
  saved,
  saveLabel,
  canSave = true,
  saving,
  children,
}: Props) {
  const heading = (
    <Title order={2} size="h4">
      {title}
    </Title>
  );
  return (
    <form onSubmit={onSubmit} onKeyDown={onKeyDown} noValidate aria-label={title}>
      <Paper withBorder radius="md" p="lg" maw={760}>
        <Stack gap="sm">
          {aside ? (
            <Group justify="space-between">
              {heading}
              {aside}
            </Group>
          ) : (
            heading
          )}
          {children}
          {editable && (
            <Group justify="flex-end" gap="sm">
              {saved && (
                <Text size="sm" c="green.8" role="status">
                  {saved}
                </Text>
              )}
              <Button type="submit" disabled={!canSave} loading={saving}>
                {saveLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </form>
  );
}
