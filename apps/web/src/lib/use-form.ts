import { type FormEvent, type KeyboardEvent, useCallback, useMemo, useState } from 'react';
import { useMessage } from '../i18n';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * A form's onKeyDown: its submit button is disabled while anything is invalid, so Enter submits
 * nothing; instead it shows every message. Enter in a combobox picks an option and is left alone.
 */
export const showAllOnEnterFor =
  (valid: boolean, touchAll: () => void) =>
  (event: KeyboardEvent): void => {
    if (event.key !== 'Enter' || valid) return;
    if (event.target instanceof HTMLElement && event.target.getAttribute('role') === 'combobox') return;
    touchAll();
  };

/**
 * A small form state: values, the domain's messages for them, and the server's field errors.
 * A field's own message shows once it has been touched (changed or left), or after a submit
 * attempt; a server message shows until that field is edited again. Every message goes out through
 * `useMessage`: the domain's English (`MSG`…) shows in the chosen language, in every form at once.
 */
export function useForm<V extends object>(
  initial: V,
  validate: (values: V) => FieldErrors<keyof V & string>,
) {
  type K = keyof V & string;
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [server, setServer] = useState<FieldErrors<string>>({});
  const errors = useMemo(() => validate(values), [validate, values]);

  const set = useCallback(<F extends K>(field: F, value: V[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setTouched((current) => new Set(current).add(field));
    setServer(({ [field]: _cleared, ...rest }) => rest);
  }, []);

  const touch = useCallback((field: K) => setTouched((current) => new Set(current).add(field)), []);
  const touchAll = useCallback(() => setTouched(new Set(Object.keys(initial))), [initial]);

  const say = useMessage();
  /** The message to show at a field: the server's, else the rule's once touched, in the chosen language. */
  const error = (field: K): string | undefined => {
    const message = server[field] ?? (touched.has(field) ? errors[field] : undefined);
    return message === undefined ? undefined : say(message);
  };
  const valid = Object.keys(errors).length === 0;

  const [saving, setSaving] = useState(false);
  /**
   * A submit handler: an invalid form shows every message; a valid one is saved once at a time,
   * and the server's field errors, if any, are shown at their fields.
   */
  const submitWith =
    (save: (values: V) => Promise<FieldErrors<string> | null>, onServerErrors?: () => void) =>
    async (event?: FormEvent) => {
      event?.preventDefault();
      touchAll();
      if (!valid || saving) return;
      setSaving(true);
      const rejected = await save(values);
      setSaving(false);
      if (rejected) {
        setServer(rejected);
        onServerErrors?.();
      }
    };
  const showAllOnEnter = showAllOnEnterFor(valid, touchAll);

  return {
    values,
    set,
    touch,
    touchAll,
    error,
    valid,
    setServerErrors: setServer,
    saving,
    submitWith,
    showAllOnEnter,
  };
}
