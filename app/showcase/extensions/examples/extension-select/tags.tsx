import { TagsInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SUGGESTED = ['MSKU4073126', 'TGHU8812034', 'CMAU5530917', 'OOLU2219845'];

/** Container numbers as tags: typed freely or picked from suggestions, pasted as a list. */
export default function SelectTags() {
  const { t } = useTranslation('extension-select');
  const [value, setValue] = useState(['MSKU4073126']);
  return (
    <TagsInput
      label={t('tags.label')}
      description={t('tags.hint')}
      placeholder={t('tags.placeholder')}
      data={SUGGESTED}
      value={value}
      onChange={(tags) => setValue(tags.map((tag) => tag.toUpperCase().replace(/\s+/g, '')))}
      splitChars={[',', ' ', ';']}
      maxTags={10}
      clearable
      data-testid="select-tags"
    />
  );
}
