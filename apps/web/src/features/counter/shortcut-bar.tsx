import { Kbd } from '@mantine/core';
import { Ltr, type MessageKey, useT } from '../../i18n';
import classes from './counter.module.css';

/** Keys are printed on the keyboard, so they stay as they are (and left to right) in every language. */
const SHORTCUTS: [string, MessageKey][] = [
  ['F2', 'counter.shortcut.barcode'],
  ['F3', 'counter.shortcut.nameSearch'],
  ['↑ ↓ Enter', 'counter.shortcut.chooseProduct'],
  ['Enter', 'counter.shortcut.addLine'],
  ['F4', 'counter.shortcut.cashReceived'],
  ['F6', 'counter.shortcut.paymentMethod'],
  ['F7', 'counter.shortcut.holdRecall'],
  ['F8', 'counter.shortcut.submitPrint'],
  ['F9', 'counter.shortcut.submit'],
  ['F10', 'counter.shortcut.refund'],
  ['F1', 'counter.shortcut.receipts'],
  ['Esc', 'counter.shortcut.clear'],
];

/** The keyboard shortcuts, always on screen (the whole sale can be done from the keyboard). */
export function ShortcutBar() {
  const t = useT();
  return (
    <section className={classes.shortcuts} aria-label={t('counter.shortcut.label')}>
      {SHORTCUTS.map(([keys, what]) => (
        <span key={keys} className={classes.shortcut}>
          <Kbd size="xs">
            <Ltr>{keys}</Ltr>
          </Kbd>{' '}
          {t(what)}
        </span>
      ))}
    </section>
  );
}
