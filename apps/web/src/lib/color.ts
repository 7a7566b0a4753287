function channels(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const value = Number.parseInt(full, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * Text colour that stays readable on a user-chosen background. White is the brand look, so it is
 * kept until its WCAG contrast drops below 3:1 (large/bold text), i.e. luminance above 0.3.
 */
export function readableTextOn(hex: string): '#ffffff' | '#1a1b1e' {
  const linear = channels(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = linear;
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance <= 0.3 ? '#ffffff' : '#1a1b1e';
}
