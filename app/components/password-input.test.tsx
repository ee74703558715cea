import { MantineProvider } from '@mantine/core';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

/** The `<input>` tag of what `element` renders (each case below draws one field). */
function inputOf(element: ReactElement): string {
  const html = renderToStaticMarkup(<MantineProvider>{element}</MantineProvider>);
  const tags = html.match(/<input[^>]*>/g) ?? [];
  expect(tags).toHaveLength(1);
  return tags[0]!;
}

const noop = () => {};

describe('a password field tells assistive technology when it is wrong (issue 37)', () => {
  it('the shared PasswordInput: aria-invalid with an error, none without', () => {
    expect(inputOf(<PasswordInput label="Password" error="Too short" />)).toContain(
      'aria-invalid="true"',
    );
    expect(inputOf(<PasswordInput label="Password" error />)).toContain('aria-invalid="true"');
    expect(inputOf(<PasswordInput label="Password" />)).not.toContain('aria-invalid');
    expect(inputOf(<PasswordInput label="Password" error="" />)).not.toContain('aria-invalid');
  });

  it('the error message describes the field', () => {
    const input = inputOf(<PasswordInput id="pw" label="Password" error="Too short" />);
    expect(input).toMatch(/aria-describedby="[^"]*pw-error/);
  });

  it("FormField's password type, as the sign-in, register, reset and account forms use it", () => {
    const field = (error?: string) =>
      inputOf(
        <FormField
          type="password"
          name="password"
          label="Password"
          value=""
          onChange={noop}
          error={error}
        />,
      );
    expect(field('Enter at least 8 characters.')).toContain('aria-invalid="true"');
    expect(field()).not.toContain('aria-invalid');
  });

  it('the other kinds of FormField keep what Mantine gives them', () => {
    const field = (type: 'text' | 'email' | 'textarea') =>
      renderToStaticMarkup(
        <MantineProvider>
          <FormField type={type} name="n" label="N" value="" onChange={noop} error="Wrong" />
        </MantineProvider>,
      );
    for (const type of ['text', 'email', 'textarea'] as const) {
      expect(field(type)).toContain('aria-invalid="true"');
    }
  });
});
