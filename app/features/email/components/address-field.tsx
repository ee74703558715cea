import { TagsInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

const address = z.email().max(254);
export const isAddress = (value: string) => address.safeParse(value).success;

/**
 * A list of addresses as chips (To, Cc, Bcc). Each chip is checked as it is made: a wrong address
 * stays in the text box, with the reason next to the field, until it is mended.
 */
export function AddressField({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  /** a message of the form (e.g. no recipient, the server's refusal) */
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation('email');
  const [text, setText] = useState('');
  const [wrong, setWrong] = useState<string>();
  const take = (next: string[]) => {
    const added = next.filter((a) => !value.includes(a));
    const bad = added.find((a) => !isAddress(a.trim()));
    if (bad !== undefined) {
      setWrong(bad.trim());
      setText(bad.trim());
      onChange(next.filter((a) => a !== bad).map((a) => a.trim()));
      return;
    }
    setWrong(undefined);
    onChange(next.map((a) => a.trim()));
  };
  return (
    <TagsInput
      label={label}
      value={value}
      onChange={take}
      searchValue={text}
      onSearchChange={(next) => {
        setText(next);
        if (wrong !== undefined && next !== wrong) setWrong(undefined);
      }}
      splitChars={[',', ';', ' ']}
      acceptValueOnBlur
      clearable={false}
      error={wrong !== undefined ? t('compose.invalid-address', { address: wrong }) : error}
      placeholder={value.length === 0 ? t('compose.address-placeholder') : undefined}
      data-testid={testId}
      maxTags={100}
    />
  );
}
