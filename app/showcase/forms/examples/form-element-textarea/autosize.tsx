import { Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The field grows with its text from two to six rows, then scrolls inside itself. */
export default function TextareaAutosize() {
  const { t } = useTranslation('form-element-textarea');
  return (
    <Textarea
      autosize
      minRows={2}
      maxRows={6}
      label={t('autosize.label')}
      description={t('autosize.hint')}
      defaultValue={t('autosize.value')}
      data-testid="textarea-autosize"
    />
  );
}
