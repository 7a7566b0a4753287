import { afterEach, describe, expect, it } from 'vitest';
import { focusIfIdle } from './focus';

const input = () => document.body.appendChild(document.createElement('input'));

describe('focusIfIdle', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('focuses the field when nothing else has the focus', () => {
    const field = input();
    focusIfIdle(field);
    expect(document.activeElement).toBe(field);
  });

  it('leaves the focus where the user put it while the screen loaded', () => {
    const search = input();
    search.focus();
    focusIfIdle(input());
    expect(document.activeElement).toBe(search);
  });
});
