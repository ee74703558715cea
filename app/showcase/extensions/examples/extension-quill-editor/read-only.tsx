import { Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuillEditor } from '../../quill/lazy-quill-editor';

/**
 * A customs instruction shown with Quill's `readOnly`: no toolbar, nothing can be changed until
 * the switch unlocks it (Quill keeps the same note; only editing is turned on and off).
 */
export default function QuillReadOnly() {
  const { t, i18n } = useTranslation('extension-quill-editor');
  const [editable, setEditable] = useState(false);
  return (
    <Stack gap="sm">
      <Switch
        label={t('read-only.unlock')}
        checked={editable}
        onChange={(event) => setEditable(event.currentTarget.checked)}
        data-testid="quill-read-only-unlock"
      />
      <QuillEditor
        key={i18n.language}
        toolbar={false}
        readOnly={!editable}
        initialValue={t('read-only.note')}
        label={t('read-only.label')}
        minHeight={120}
        testId="quill-read-only"
      />
    </Stack>
  );
}
