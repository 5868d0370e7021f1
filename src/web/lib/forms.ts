import type { ChangeEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Registers a text input whose error message disappears as soon as the field is edited; `normalise` rewrites what
 * was typed before the form sees it.
 */
export function registerClearingError<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  name: Path<Input>,
  normalise?: (value: string) => string,
) {
  const registered = form.register(name);
  return {
    ...registered,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      if (normalise) e.target.value = normalise(e.target.value);
      form.clearErrors(name);
      return registered.onChange(e);
    },
  };
}
