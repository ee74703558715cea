import { Text, Textarea, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const MAX = 200;

/**
 * A counter of the characters left, tied to the field as its description. Near the limit it says
 * so to screen readers (politely, not on every key); at the limit the field takes no more.
 */
export default function TextareaCounter() {
  const { t } = useTranslation('form-element-textarea');
  const [value, setValue] = useState('');
  const left = MAX - value.length;
  const counterId = useId();
  return (
    <>
      <Textarea
        autosize
        minRows={3}
        label={t('counter.label')}
        placeholder={t('counter.placeholder')}
        maxLength={MAX}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        aria-describedby={counterId}
        data-testid="textarea-counter"
      />
      <Text
        id={counterId}
        size="xs"
        mt={4}
        ta="right"
        c="dimmed"
        fw={left <= 20 ? 700 : undefined}
        data-testid="textarea-left"
      >
        {t('counter.left', { count: left, max: MAX })}
      </Text>
      <VisuallyHidden aria-live="polite">
        {left <= 20 ? t('counter.near', { count: left }) : ''}
      </VisuallyHidden>
    </>
  );
}
