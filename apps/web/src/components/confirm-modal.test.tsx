import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test/render';
import { ConfirmModal } from './confirm-modal';

function renderModal(busy: boolean) {
  const onCancel = vi.fn();
  renderAt(
    <ConfirmModal opened title="Delete vendor" danger busy={busy} onConfirm={vi.fn()} onCancel={onCancel}>
      Delete Acme Foods?
    </ConfirmModal>,
  );
  return onCancel;
}

describe('ConfirmModal', () => {
  it('closes with Cancel or Esc when nothing is running', () => {
    const onCancel = renderModal(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('stays open and shows it is busy while its request runs', () => {
    const onCancel = renderModal(true);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel.hasAttribute('disabled')).toBe(true);
    fireEvent.click(cancel);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes' }).getAttribute('data-loading')).toBe('true');
  });
});
