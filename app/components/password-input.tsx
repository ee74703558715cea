/**
 * The product's password field: Mantine's PasswordInput, which marks its input wrong with
 * `data-invalid` only, made to say so to assistive technology too (`aria-invalid`, as Mantine's
 * TextInput does), so that a screen reader hears "invalid" on a wrong password like on any other
 * wrong field (issue 37). Every password field of the app is this one: a lint rule refuses
 * Mantine's own (eslint.config.js).
 */
// eslint-disable-next-line no-restricted-imports -- the one place that wraps Mantine's field
import { PasswordInput as MantinePasswordInput } from '@mantine/core';
import type { ComponentProps } from 'react';

export type PasswordInputProps = ComponentProps<typeof MantinePasswordInput>;

export function PasswordInput(props: PasswordInputProps) {
  // wrong exactly when Mantine draws it wrong (`data-invalid`): a message, or `error` of true
  return <MantinePasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
