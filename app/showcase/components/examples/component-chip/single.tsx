import { Chip, Group, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const INCOTERMS = ['exw', 'fob', 'cif', 'dap', 'ddp'] as const;

/**
 * One choice among several: the chips of a group behave as radio buttons (arrow keys move
 * between them, one is chosen).
 */
export default function ChipSingle() {
  const { t } = useTranslation('component-chip');
  const labelId = useId();
  const [term, setTerm] = useState<string>('fob');
  return (
    <>
      <Text size="sm" id={labelId} mb={6}>
        {t('single.label')}
      </Text>
      <div role="radiogroup" aria-labelledby={labelId}>
        <Chip.Group value={term} onChange={setTerm}>
          <Group gap="xs">
            {INCOTERMS.map((key) => (
              <Chip key={key} value={key} type="radio" name={labelId}>
                {key.toUpperCase()}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </div>
      <Text size="sm" mt="sm" c="dimmed" aria-live="polite">
        {t(`single.${term}`)}
      </Text>
    </>
  );
}
