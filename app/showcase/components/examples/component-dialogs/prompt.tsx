import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** ISO 6346: owner code (3 letters), category U, J or Z, six digits, one check digit. */
const CONTAINER = /^[A-Z]{3}[UJZ]\d{7}$/;

/**
 * A prompt with a validated input: a container number to assign to the booking. The message sits
 * next to the field (`aria-invalid`, `aria-describedby`), is checked on "Assign" and cleared as
 * the reader types; the dialog stays open until the number is right or the reader cancels.
 */
export default function DialogPrompt() {
  const { t } = useTranslation('component-dialogs');
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [assigned, setAssigned] = useState<string | null>(null);

  const open = () => {
    setValue('');
    setError(null);
    setOpened(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = value.replace(/\s+/g, '').toUpperCase();
    if (!number) return setError(t('prompt.required'));
    if (!CONTAINER.test(number)) return setError(t('prompt.invalid'));
    setAssigned(number);
    setOpened(false);
  };
  return (
    <Stack gap="sm" align="flex-start">
      <Button onClick={open} data-testid="prompt-open">
        {t('prompt.open')}
      </Button>
      <Text size="sm" aria-live="polite" data-testid="prompt-result">
        {assigned ? t('prompt.assigned', { number: assigned }) : t('prompt.none')}
      </Text>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('prompt.dialogTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
        data-testid="prompt-dialog"
      >
        <form onSubmit={submit} noValidate>
          <TextInput
            label={t('prompt.label')}
            description={t('prompt.hint')}
            value={value}
            onChange={(event) => {
              setValue(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            required
            maxLength={20}
            autoComplete="off"
            data-autofocus
            data-testid="prompt-input"
          />
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('prompt.cancel')}
            </Button>
            <Button type="submit">{t('prompt.submit')}</Button>
          </Group>
        </form>
      </Modal>
    </Stack>
  );
}
