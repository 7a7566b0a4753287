import { useState } from 'react';
import { type FieldErrors, useForm } from './use-form';

type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

/**
 * useForm for a settings section saved on its own: it remembers what the last save did (`saved`,
 * cleared by any change), and binds text inputs and checkboxes to fields, read only when the caller
 * may not edit.
 */
export function useSettingsForm<V extends object>(
  initial: V,
  validate: (values: V) => FieldErrors<keyof V & string>,
  editable = true,
) {
  const form = useForm(initial, validate);
  const [saved, setSaved] = useState<string | null>(null);
  const set = <F extends keyof V & string>(field: F, value: V[F]) => {
    form.set(field, value);
    setSaved(null);
  };
  const text = (field: KeysOf<V, string>) => ({
    value: form.values[field] as string,
    readOnly: !editable,
    onChange: (e: { currentTarget: { value: string } }) =>
      set(field, e.currentTarget.value as V[typeof field]),
    onBlur: () => form.touch(field),
    error: form.error(field),
  });
  const check = (field: KeysOf<V, boolean>) => ({
    checked: form.values[field] as boolean,
    disabled: !editable,
    onChange: (e: { currentTarget: { checked: boolean } }) =>
      set(field, e.currentTarget.checked as V[typeof field]),
    error: form.error(field),
  });
  return { ...form, set, text, check, saved, setSaved };
}
