import { Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Sizes and colours, a disabled choice and a group with an error message. */
export default function RadioStates() {
  const { t } = useTranslation('form-element-radio');
  return (
    <Stack gap="lg">
      <Radio.Group name="container-size" label={t('states.sizeLabel')} defaultValue="40">
        <Stack gap="xs" mt="xs">
          <Radio size="xs" value="20" label={t('states.twenty')} />
          <Radio size="md" value="40" color="teal" label={t('states.forty')} />
          <Radio size="lg" value="45" label={t('states.fortyFive')} disabled />
        </Stack>
      </Radio.Group>
      <Radio.Group name="payer" label={t('states.payerLabel')} error={t('states.payerError')}>
        <Stack gap="xs" mt="xs">
          <Radio value="shipper" label={t('states.shipper')} />
          <Radio value="consignee" label={t('states.consignee')} />
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
