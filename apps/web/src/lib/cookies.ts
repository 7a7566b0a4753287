/** The value of a cookie, URL-decoded, or null. */
export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export const DEFAULT_HEADER_COLOR = '#e73b2a';
const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * The header colour from the `HeaderColor` cookie (spec 9). Only hex colours are accepted, so a
 * hand-edited cookie cannot inject arbitrary CSS; anything else falls back to the default.
 */
export function headerColor(): string {
  const value = readCookie('HeaderColor')?.trim() ?? '';
  return HEX_COLOR.test(value) ? value : DEFAULT_HEADER_COLOR;
}

/** Stores a cookie for the whole site. */
export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  const maxAge = Math.round(maxAgeDays * 24 * 60 * 60);
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${name}=${encodeURIComponent(value)}; max-age=${maxAge}; path=/; SameSite=Lax`;
}

const headerColorListeners = new Set<() => void>();

/** Saves the header colour the way the original does: `HeaderColor`, ten years, path / (spec 9). */
export function saveHeaderColor(color: string): void {
  writeCookie('HeaderColor', color, 3650);
  for (const listener of headerColorListeners) listener();
}

/** Called after every saveHeaderColor, so the header repaints at once. */
export function subscribeHeaderColor(listener: () => void): () => void {
  headerColorListeners.add(listener);
  return () => headerColorListeners.delete(listener);
}
