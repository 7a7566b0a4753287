import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `md` breakpoint (62em, 992 px): a tablet held upright. The header then folds its
 * menu row and order search into the side menu. Read at once, not after a first render, so the
 * two are never both on the page.
 */
export const useNarrowScreen = (): boolean =>
  useMediaQuery('(max-width: 61.99em)', false, { getInitialValueInEffect: false });
