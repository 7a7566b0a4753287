/** "White 1L", or "Standard" for a variant with neither colour nor size. */
export const variantLabel = (v: { color: string; size: string }): string =>
  [v.color, v.size].filter((part) => part.trim() !== '').join(' ') || 'Standard';

/** A wire quantity as people read it: "12.5000" is "12.5", "10.0000" is "10". */
export const displayQuantity = (value: string): string =>
  value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
