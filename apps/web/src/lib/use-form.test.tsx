import '../test/setup-dom';
import { Button, TextInput } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { MESSAGES_UR, MSG, REQUEST_MSG } from '@tillwise/domain';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import type { Language } from '../i18n/languages';
import { useForm } from './use-form';

type Values = { name: string; description: string };
const validate = (v: Values) => ({
  ...(v.name.trim() ? {} : { name: MSG.nameRequired }),
  ...(v.description.trim() ? {} : { description: REQUEST_MSG.descriptionRequired }),
});

/** A form as the app writes one: the domain's rules, messages shown at the fields by useForm. */
function NameForm() {
  const form = useForm<Values>({ name: '', description: '' }, validate);
  return (
    <form onSubmit={form.submitWith(async () => ({ description: MSG.usernameTaken }))}>
      <TextInput
        label="name"
        value={form.values.name}
        onChange={(e) => form.set('name', e.currentTarget.value)}
      />
      <TextInput
        label="description"
        value={form.values.description}
        error={form.error('description')}
        readOnly
      />
      <TextInput label="name-error" error={form.error('name')} readOnly />
      <Button type="submit">save</Button>
    </form>
  );
}

const show = (language: Language) =>
  render(
    <AppProviders language={language}>
      <NameForm />
    </AppProviders>,
  );

describe('useForm shows the domain’s messages in the chosen language', () => {
  it('in Urdu when Urdu is chosen, at every field', async () => {
    show('ur');
    fireEvent.click(await screen.findByRole('button', { name: 'save' }));
    expect(await screen.findByText(MESSAGES_UR[MSG.nameRequired] as string)).toBeTruthy();
    expect(screen.getByText(MESSAGES_UR[REQUEST_MSG.descriptionRequired] as string)).toBeTruthy();
    expect(screen.queryByText(MSG.nameRequired)).toBeNull();
  });

  it('in English when English is chosen', async () => {
    show('en');
    fireEvent.click(await screen.findByRole('button', { name: 'save' }));
    expect(await screen.findByText(MSG.nameRequired)).toBeTruthy();
  });
});
