import { Group, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { htmlLangOf } from '../../../../lib/i18n/languages';
import { countNote } from '../../quill/count';
import { QuillEditor } from '../../quill/lazy-quill-editor';

/** The driver's app shows at most this many characters of the delivery instructions. */
const LIMIT = 200;
const toolbar = [['bold', 'italic'], [{ list: 'bullet' }], ['clean']];

/**
 * Delivery instructions for the driver, at most 200 characters: the counter under the editor
 * says how many are used and how many words (also in Thai and Chinese, written without spaces);
 * what is typed or pasted past the limit is cut.
 */
export default function QuillCounter() {
  const { i18n } = useTranslation('extension-quill-editor');
  return <Instructions key={i18n.language} />;
}

function Instructions() {
  const { t, i18n } = useTranslation('extension-quill-editor');
  const [text, setText] = useState('');
  const count = countNote(text, htmlLangOf(i18n.language));
  const full = count.characters >= LIMIT;
  const counterId = useId();
  return (
    <Stack gap={6}>
      <QuillEditor
        toolbar={toolbar}
        initialValue={t('counter.note')}
        onChange={(_html, next) => setText(next)}
        label={t('counter.label')}
        describedBy={counterId}
        maxLength={LIMIT}
        minHeight={100}
        testId="quill-counter"
      />
      <Group justify="space-between" gap="xs" id={counterId} data-testid="quill-counter-count">
        <Text size="sm" c={full ? 'var(--mantine-color-error)' : 'dimmed'}>
          {t('counter.characters', { used: count.characters, limit: LIMIT })}
        </Text>
        <Text size="sm" c="dimmed">
          {t('counter.words', { words: count.words })}
        </Text>
      </Group>
      <Text size="sm" c="var(--mantine-color-error)" role="status">
        {full ? t('counter.full') : ''}
      </Text>
    </Stack>
  );
}
