import { afterEach, describe, expect, it, vi } from 'vitest';
import { headerColor, saveHeaderColor, subscribeHeaderColor, writeCookie } from './cookies';

afterEach(() => writeCookie('HeaderColor', '', 0));

describe('HeaderColor cookie', () => {
  it('is written for ten years on the whole site, and tells the header at once', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    const listener = vi.fn();
    const unsubscribe = subscribeHeaderColor(listener);

    saveHeaderColor('#225588');

    expect(written).toHaveBeenCalledWith('HeaderColor=%23225588; max-age=315360000; path=/; SameSite=Lax');
    expect(listener).toHaveBeenCalledOnce();
    unsubscribe();
    written.mockRestore();
  });

  it('reads back only hex colours', () => {
    saveHeaderColor('#225588');
    expect(headerColor()).toBe('#225588');
    writeCookie('HeaderColor', 'red;background:url(x)', 1);
    expect(headerColor()).toBe('#e73b2a');
  });
});
