import { Input, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A clear button appears once there is text; it is a real button with a name, and clearing
 * puts the focus back in the field.
 */
export default function InputClearable() {
  const { t } = useTranslation('form-element-input');
  const [value, setValue] = useState('SEA-24017');
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack gap="xs">
      <TextInput
        ref={input}
        label={t('clearable.label')}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          value !== '' && (
            <Input.ClearButton
              aria-label={t('clearable.clear')}
              onClick={() => {
                setValue('');
                input.current?.focus();
              }}
              data-testid="input-clear"
            />
          )
        }
        data-testid="input-clearable"
      />
      <Text size="sm" c="dimmed">
        {value === '' ? t('clearable.empty') : t('clearable.searching', { value })}
      </Text>
    </Stack>
  );
}
