import { Kbd } from '@mantine/core';
import classes from './counter.module.css';

const SHORTCUTS: [string, string][] = [
  ['F2', 'Barcode'],
  ['F3', 'Name search'],
  ['↑ ↓ Enter', 'Choose product'],
  ['Enter', 'Add line'],
  ['F4', 'Cash received'],
  ['F6', 'Cash / Card / Credit / Split'],
  ['F7', 'Hold / Recall'],
  ['F8', 'Submit and Print'],
  ['F9', 'Submit'],
  ['F10', 'Refund'],
  ['F1', 'Receipts'],
  ['Esc', 'Clear product / Cancel order'],
];

/** The keyboard shortcuts, always on screen (the whole sale can be done from the keyboard). */
export function ShortcutBar() {
  return (
    <section className={classes.shortcuts} aria-label="Keyboard shortcuts">
      {SHORTCUTS.map(([keys, what]) => (
        <span key={keys} className={classes.shortcut}>
          <Kbd size="xs">{keys}</Kbd> {what}
        </span>
      ))}
    </section>
  );
}
