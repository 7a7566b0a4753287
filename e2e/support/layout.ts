import { expect, type Page } from '@playwright/test';

/*
 * Checks that a screen fits the window it is shown in (docs/selling-at-the-counter.md, "Tablets"):
 * nothing makes the page scroll sideways, and no label, field or button is drawn over another.
 * Used by the layout specs at tablet sizes; the screenshot each takes is kept with the results.
 */

export interface LayoutProblems {
  /** The page's width beyond the window (document.scrollWidth - innerWidth), 0 when it fits. */
  overflow: number;
  /** Elements that stick out of the window on the right (tag, class, text), for the message. */
  wide: string[];
  /** Pairs of visible labels, fields and buttons whose boxes intersect. */
  overlaps: string[];
}

/** What is on the screen now that does not fit. */
export function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate(() => {
    const describe = (el: Element) => {
      const text = (
        el.getAttribute('aria-label') ||
        (el as HTMLElement).innerText ||
        el.getAttribute('placeholder') ||
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`;
    };
    const visible = (el: Element) => {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
        return false;
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1;
    };
    /** Clipped away by a scrolling or clipping box around it: not drawn where its box says. */
    const clipped = (el: Element) => {
      const box = el.getBoundingClientRect();
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (/(auto|scroll|hidden|clip)/.test(`${style.overflowX}${style.overflowY}`)) {
          const outer = p.getBoundingClientRect();
          if (box.right > outer.right + 1 || box.left < outer.left - 1) return true;
          if (box.bottom > outer.bottom + 1 || box.top < outer.top - 1) return true;
        }
      }
      return false;
    };
    const width = window.innerWidth;
    const overflow = Math.max(0, document.documentElement.scrollWidth - width);
    const wide: string[] = [];
    if (overflow > 0) {
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        if (!visible(el) || clipped(el)) continue;
        const box = el.getBoundingClientRect();
        if (
          box.right > width + 1 &&
          !(el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1)
        )
          wide.push(`${describe(el)} right=${Math.round(box.right)}`);
        if (wide.length >= 8) break;
      }
    }
    const selector = [
      'label',
      'legend',
      'button',
      'a[href]',
      'input:not([type=hidden]):not([type=checkbox]):not([type=radio])',
      'textarea',
      'select',
      'h1',
      'h2',
      'h3',
      'h4',
      '.mantine-InputWrapper-description',
      '.mantine-InputWrapper-error',
      '.mantine-Badge-root',
    ].join(',');
    const root = document.querySelector('main') ?? document.body;
    const items = Array.from(root.querySelectorAll(selector)).filter((el) => visible(el) && !clipped(el));
    const overlaps: string[] = [];
    for (let i = 0; i < items.length; i++) {
      const a = items[i] as Element;
      const ab = a.getBoundingClientRect();
      for (let j = i + 1; j < items.length; j++) {
        const b = items[j] as Element;
        if (a.contains(b) || b.contains(a)) continue;
        // A field and its own sections (a number field's steppers, a select's chevron), or an
        // overlay placed on purpose (a tile's favourite star).
        const field = a.closest('.mantine-Input-wrapper');
        if (field && field === b.closest('.mantine-Input-wrapper')) continue;
        if (a.closest('[data-overlay]') || b.closest('[data-overlay]')) continue;
        const bb = b.getBoundingClientRect();
        const x = Math.min(ab.right, bb.right) - Math.max(ab.left, bb.left);
        const y = Math.min(ab.bottom, bb.bottom) - Math.max(ab.top, bb.top);
        if (x > 2 && y > 2) overlaps.push(`${describe(a)} × ${describe(b)}`);
      }
    }
    return { overflow, wide, overlaps };
  });
}

/** What does not fit on the screen now, as sentences (none when it fits). */
export async function misfits(page: Page, what: string): Promise<string[]> {
  const problems = await layoutProblems(page);
  return [
    ...(problems.overflow > 0
      ? [`${what}: ${problems.overflow}px wider than the window (${problems.wide.join('; ')})`]
      : []),
    ...problems.overlaps.map((pair) => `${what}: overlapping ${pair}`),
  ];
}

/** Asserts the screen fits: no sideways scrolling, nothing drawn over anything else. */
export async function expectFits(page: Page, what: string): Promise<void> {
  expect(await misfits(page, what)).toEqual([]);
}
