import { List } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ITEMS = ['invoice', 'packing', 'lading', 'origin'] as const;
const NESTED = ['phyto', 'fumigation'] as const;

/** Bullets where order does not matter, with a nested list. */
export default function ListUnordered() {
  const { t } = useTranslation('component-list');
  return (
    <List spacing="xs" size="sm" withPadding>
      {ITEMS.map((key) => (
        <List.Item key={key}>{t(`unordered.${key}`)}</List.Item>
      ))}
      <List.Item>
        {t('unordered.food')}
        <List withPadding listStyleType="circle" size="sm" mt={4}>
          {NESTED.map((key) => (
            <List.Item key={key}>{t(`unordered.${key}`)}</List.Item>
          ))}
        </List>
      </List.Item>
    </List>
  );
}
