import { createTheme, type MantineColorsTuple, Modal } from '@mantine/core';

/** Shades around the default header red (#e73b2a, index 6) so buttons match the header. */
const brand: MantineColorsTuple = [
  '#fff0ee',
  '#ffdcd7',
  '#ffb8ad',
  '#fd9080',
  '#f56d5a',
  '#ee5540',
  '#e73b2a',
  '#cb2f20',
  '#b2261a',
  '#971b10',
];

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 6,
  defaultRadius: 'sm',
  // System fonts only: the till may be offline and the app loads no web fonts.
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '700' },
  cursorType: 'pointer',
  components: {
    // Dialogs fade in where they will stay: a button never moves under the pointer or a finger
    // (the default slides the dialog down 30 px while it opens, so a quick tap on New Order as
    // the order status appears could land beside it and do nothing).
    Modal: Modal.extend({ defaultProps: { transitionProps: { transition: 'fade', duration: 150 } } }),
  },
});
