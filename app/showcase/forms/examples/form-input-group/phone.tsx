import { NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const CODES = [
  { country: 'TH', dial: '+66' },
  { country: 'SG', dial: '+65' },
  { country: 'VN', dial: '+84' },
  { country: 'CN', dial: '+86' },
  { country: 'DE', dial: '+49' },
  { country: 'FR', dial: '+33' },
  { country: 'BR', dial: '+55' },
] as const;

/**
 * A phone number with its country code: a native select attached to the start of the field, with
 * a name of its own, so both are reachable and understood by keyboard and screen reader.
 */
export default function InputGroupPhone() {
  const { t } = useTranslation('form-input-group');
  const [country, setCountry] = useState('TH');
  const [number, setNumber] = useState('');
  const dial = CODES.find((code) => code.country === country)?.dial ?? '';
  const select = (
    <NativeSelect
      aria-label={t('phone.code')}
      value={country}
      onChange={(event) => setCountry(event.currentTarget.value)}
      data={CODES.map((code) => ({
        value: code.country,
        label: `${code.dial} ${t(`phone.countries.${code.country}`)}`,
      }))}
      rightSectionWidth={20}
      styles={{
        input: { fontWeight: 500, borderTopRightRadius: 0, borderBottomRightRadius: 0, width: 150 },
      }}
      data-testid="phone-code"
    />
  );
  return (
    <TextInput
      type="tel"
      autoComplete="tel-national"
      label={t('phone.label')}
      description={number ? t('phone.full', { value: `${dial} ${number}` }) : t('phone.hint')}
      placeholder={t('phone.placeholder')}
      leftSection={select}
      leftSectionWidth={150}
      value={number}
      onChange={(event) => setNumber(event.currentTarget.value)}
      data-testid="phone-number"
    />
  );
}
