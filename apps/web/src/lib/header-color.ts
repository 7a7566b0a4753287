import { useSyncExternalStore } from 'react';
import { DEFAULT_HEADER_COLOR, headerColor, subscribeHeaderColor } from './cookies';

/** The header colour, re-read whenever it is saved from Settings. */
export const useHeaderColor = (): string =>
  useSyncExternalStore(subscribeHeaderColor, headerColor, () => DEFAULT_HEADER_COLOR);
