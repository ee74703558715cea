import { Accordion } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUESTIONS } from './questions';

/**
 * One answer open at a time: opening a question closes the one before. Each header is a button
 * with aria-expanded; arrow keys, Home and End move between the headers.
 */
export default function CollapseSingle() {
  const { t } = useTranslation('component-collapse');
  return (
    <Accordion defaultValue="documents" variant="separated" data-testid="accordion-single">
      {QUESTIONS.map((key) => (
        <Accordion.Item key={key} value={key}>
          <Accordion.Control>{t(`questions.${key}.q`)}</Accordion.Control>
          <Accordion.Panel>{t(`questions.${key}.a`)}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
