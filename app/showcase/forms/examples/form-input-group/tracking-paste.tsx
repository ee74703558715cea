import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconClipboard, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const TRACKING = /^[A-Z]{3}-\d{5}$/;

/**
 * A tracking number with a "Paste" button inside the field and a "Track" button attached after
 * it. Pasting reads the clipboard (the browser asks the reader first); if it may not, the message
 * says to press Ctrl+V instead.
 */
export default function InputGroupTrackingPaste() {
  const { t } = useTranslation('form-input-group');
  const [value, setValue] = useState('');
  const [message, setMessage] = useState('');
  const paste = async () => {
    try {
      const text = (await navigator.clipboard.readText()).trim().toUpperCase();
      setValue(text);
      setMessage(t('tracking.pasted'));
    } catch {
      setMessage(t('tracking.pasteRefused'));
    }
  };
  const track = () => {
    const number = value.trim().toUpperCase();
    setMessage(TRACKING.test(number) ? t('tracking.found', { number }) : t('tracking.invalid'));
  };
  return (
    <Stack gap="xs">
      <Group gap={0} align="flex-end" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('tracking.label')}
          placeholder={t('tracking.placeholder')}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && track()}
          rightSection={
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconClipboard size={14} aria-hidden />}
              onClick={paste}
              data-testid="tracking-paste"
            >
              {t('tracking.paste')}
            </Button>
          }
          rightSectionWidth={96}
          styles={{ input: { borderTopRightRadius: 0, borderBottomRightRadius: 0 } }}
          data-testid="tracking-number"
        />
        <Button
          onClick={track}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}
          data-testid="tracking-track"
        >
          {t('tracking.track')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="tracking-message">
        {message}
      </Text>
    </Stack>
  );
}
