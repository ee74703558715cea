import { NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Text attached before or after the value: it says what the value is measured in, and it is part
 * of the field's description for screen readers, not of the value.
 */
export default function InputGroupPrefixesSuffixes() {
  const { t } = useTranslation('form-input-group');
  const unit = (text: string) => (
    <Text size="sm" c="dimmed" aria-hidden>
      {text}
    </Text>
  );
  return (
    <Stack gap="sm">
      <TextInput
        label={t('affixes.website')}
        description={t('affixes.websiteHint')}
        leftSection={unit('https://')}
        leftSectionWidth={70}
        placeholder={t('affixes.websitePlaceholder')}
      />
      <NumberInput
        label={t('affixes.weight')}
        description={t('affixes.weightUnit')}
        rightSection={unit(t('affixes.kg'))}
        rightSectionWidth={48}
        hideControls
        min={0}
        defaultValue={1250}
      />
      <NumberInput
        label={t('affixes.length')}
        description={t('affixes.lengthUnit')}
        rightSection={unit(t('affixes.cm'))}
        rightSectionWidth={48}
        hideControls
        min={0}
        defaultValue={120}
      />
    </Stack>
  );
}
