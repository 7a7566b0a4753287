import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_HEADER_COLOR } from '../../../lib/cookies';
import { renderAt } from '../../../test/render';
import { HeaderColorTab } from './header-color-tab';

describe('Settings › Change Header Color', () => {
  it('treats a colour that differs only in letter case as unchanged', () => {
    renderAt(<HeaderColorTab />, '/settings');
    const field = screen.getByLabelText('Header Color');
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    fireEvent.change(field, { target: { value: '#1f6feb' } });
    expect(cancel.hasAttribute('disabled')).toBe(false);
    fireEvent.change(field, { target: { value: DEFAULT_HEADER_COLOR.toUpperCase() } });
    expect(cancel.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Save colour' }).hasAttribute('disabled')).toBe(true);
  });
});
