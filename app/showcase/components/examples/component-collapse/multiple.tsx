import { Accordion, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUESTIONS } from './questions';

/** Several answers open together, with buttons to open or close them all. */
export default function CollapseMultiple() {
  const { t } = useTranslation('component-collapse');
  const [open, setOpen] = useState<string[]>(['documents']);
  return (
    <>
      <Group gap="xs" mb="sm">
        <Button size="xs" variant="light" onClick={() => setOpen([...QUESTIONS])}>
          {t('multiple.openAll')}
        </Button>
        <Button size="xs" variant="default" onClick={() => setOpen([])}>
          {t('multiple.closeAll')}
        </Button>
      </Group>
      <Accordion multiple value={open} onChange={setOpen} data-testid="accordion-multiple">
        {QUESTIONS.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>{t(`questions.${key}.q`)}</Accordion.Control>
            <Accordion.Panel>{t(`questions.${key}.a`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </>
  );
}
