import { List } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const STEPS = ['quote', 'book', 'pickUp', 'export', 'sail', 'import', 'deliver'] as const;

/** A numbered list, where order matters: the steps of an export by sea. */
export default function ListOrdered() {
  const { t } = useTranslation('component-list');
  return (
    <List type="ordered" spacing="xs" size="sm">
      {STEPS.map((key) => (
        <List.Item key={key}>{t(`ordered.${key}`)}</List.Item>
      ))}
    </List>
  );
}
