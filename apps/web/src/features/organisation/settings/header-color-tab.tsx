import { Alert, Box, Button, ColorInput, Group, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n';
import { readableTextOn } from '../../../lib/color';
import { DEFAULT_HEADER_COLOR, saveHeaderColor } from '../../../lib/cookies';
import { useHeaderColor } from '../../../lib/header-color';

const HEX = /^#[0-9a-f]{6}$/i;
const SWATCHES = [DEFAULT_HEADER_COLOR, '#1f6feb', '#2f9e44', '#7048e8', '#e8590c', '#0c8599', '#343a40'];

/**
 * Settings › Change Header Color: kept in the `HeaderColor` cookie for ten years on this browser
 * (spec 9); the header repaints as soon as it is saved.
 */
export function HeaderColorTab() {
  const t = useT();
  const saved = useHeaderColor();
  const [color, setColor] = useState(saved);
  const [done, setDone] = useState(false);
  const valid = HEX.test(color);
  // Hex colours are the same colour in either letter case.
  const unchanged = color.toLowerCase() === saved.toLowerCase();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid) return;
    saveHeaderColor(color.toLowerCase());
    setDone(true);
  }

  return (
    <form onSubmit={submit} aria-label={t('organisation.color.form')}>
      <Stack gap="md" maw={420}>
        <Text size="sm" c="dimmed">
          {t('organisation.color.intro')}
        </Text>
        <ColorInput
          label={t('organisation.color.label')}
          // A hex code reads left to right in either language.
          dir="ltr"
          format="hex"
          swatches={SWATCHES}
          swatchesPerRow={7}
          value={color}
          onChange={(value) => {
            setColor(value);
            setDone(false);
          }}
          error={valid ? undefined : t('organisation.color.invalid')}
          // Esc closes the picker, as it closes every other dialog (the picker closes when the field is left).
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.currentTarget.blur();
          }}
        />
        <Box
          p="sm"
          style={{ borderRadius: 'var(--mantine-radius-sm)', background: valid ? color : saved }}
          c={readableTextOn(valid ? color : saved)}
          fw={700}
          aria-hidden="true"
        >
          {t('organisation.color.preview')}
        </Box>
        {done && (
          <Alert color="green" role="status">
            {t('organisation.color.saved')}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={!valid || unchanged}>
            {t('organisation.color.save')}
          </Button>
          <Button variant="default" onClick={() => setColor(DEFAULT_HEADER_COLOR)}>
            {t('organisation.color.default')}
          </Button>
          <Button variant="subtle" onClick={() => setColor(saved)} disabled={unchanged}>
            {t('common.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
