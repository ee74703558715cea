import { MultiSelect, Select, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PLACES } from '../../places';

const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'];

/** A searchable single choice (the incoterm) and a searchable multiple choice (ports of call). */
export default function SelectSearchAndMulti() {
  const { t } = useTranslation('extension-select');
  const ports = PLACES.filter((p) => p.kind === 'port').map((p) => ({
    value: p.code,
    label: `${p.name} (${p.code})`,
  }));
  return (
    <Stack gap="md">
      <Select
        label={t('search-and-multi.incoterm')}
        placeholder={t('search-and-multi.incotermPlaceholder')}
        data={INCOTERMS.map((code) => ({
          value: code,
          label: `${code}, ${t(`incoterms.${code}`)}`,
        }))}
        searchable
        clearable
        nothingFoundMessage={t('nothingFound')}
        defaultValue="FOB"
        data-testid="select-incoterm"
      />
      <MultiSelect
        label={t('search-and-multi.ports')}
        placeholder={t('search-and-multi.portsPlaceholder')}
        data={ports}
        searchable
        clearable
        hidePickedOptions
        maxValues={5}
        nothingFoundMessage={t('nothingFound')}
        defaultValue={['SGSIN', 'AEJEA']}
        data-testid="select-ports"
      />
    </Stack>
  );
}
