import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** An input by its label (Mantine also labels a select's listbox, hence the selector). */
export const field = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

/** The messages Mantine links to an input (description and error), as one text. */
export function messageAt(label: RegExp): string {
  const ids = field(label).getAttribute('aria-describedby') ?? '';
  return ids
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** Opens a select and returns its own options (Mantine keeps closed dropdowns in the DOM). */
export async function openSelect(label: RegExp) {
  const input = field(label);
  await userEvent.setup({ delay: null }).click(input);
  await waitFor(() => expect(input.getAttribute('aria-controls')).toBeTruthy());
  const listbox = document.getElementById(input.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`no listbox for ${label}`);
  return within(listbox).getAllByRole('option', { hidden: true });
}

export const optionNames = async (label: RegExp) => (await openSelect(label)).map((o) => o.textContent);

export async function choose(label: RegExp, option: string) {
  const match = (await openSelect(label)).find((o) => o.textContent === option);
  if (!match) throw new Error(`no option ${option}`);
  await userEvent.setup({ delay: null }).click(match);
}
