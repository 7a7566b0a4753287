/**
 * Focuses a screen's first field unless the user has already put the focus somewhere, such as
 * the header's order search while the screen's code was still loading (screens load lazily).
 * Stable, so it also serves as a ref callback that runs once, when the field mounts.
 */
export function focusIfIdle(field: HTMLElement | null): void {
  const active = document.activeElement;
  if (field && (!active || active === document.body)) field.focus();
}

/** Puts the keyboard in a field with its text selected, so what is typed or scanned next replaces it. */
export function focusAndSelect(field: HTMLInputElement | null | undefined): void {
  field?.focus();
  field?.select();
}
