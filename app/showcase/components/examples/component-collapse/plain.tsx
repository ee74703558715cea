import { Button, Collapse, List, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const EVENTS = ['gateIn', 'loaded', 'departed', 'transshipped'] as const;

/** A button that shows and hides a part of the page (Collapse), with aria-expanded and aria-controls. */
export default function CollapsePlain() {
  const { t } = useTranslation('component-collapse');
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  return (
    <>
      <Text size="sm" mb="xs">
        {t('plain.summary')}
      </Text>
      <Button
        variant="subtle"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((v) => !v)}
        rightSection={
          <IconChevronDown
            size={16}
            aria-hidden
            style={{
              transform: expanded ? 'rotate(180deg)' : undefined,
              transition: 'transform 200ms',
            }}
          />
        }
      >
        {expanded ? t('plain.hide') : t('plain.show')}
      </Button>
      <Collapse expanded={expanded} id={id}>
        <List size="sm" mt="xs" spacing={4}>
          {EVENTS.map((key) => (
            <List.Item key={key}>{t(`plain.${key}`)}</List.Item>
          ))}
        </List>
      </Collapse>
    </>
  );
}
