import { Button, Group, Pill, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const PORTS = ['THLCH', 'SGSIN', 'CNSHA', 'NLRTM', 'DEHAM'] as const;

/**
 * Filters that can be removed one by one, each with a named close button. Removing one moves the
 * focus to the next chip's close button (or to "Reset" when none is left), never to nowhere.
 */
export default function ChipClosable() {
  const { t } = useTranslation('component-chip');
  const [ports, setPorts] = useState<string[]>([...PORTS]);
  const group = useRef<HTMLDivElement>(null);
  const reset = useRef<HTMLButtonElement>(null);

  const remove = (port: string) => {
    const index = ports.indexOf(port);
    const next = ports.filter((p) => p !== port);
    setPorts(next);
    requestAnimationFrame(() => {
      const buttons = group.current?.querySelectorAll('button');
      const target = buttons?.[Math.min(index, next.length - 1)];
      (target ?? reset.current)?.focus();
    });
  };

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t('closable.label')}</Text>
      <Pill.Group ref={group} data-testid="chip-ports">
        {ports.map((port) => (
          <Pill
            key={port}
            size="md"
            withRemoveButton
            onRemove={() => remove(port)}
            // Mantine hides the remove button from the keyboard (it is meant for inputs): not here
            removeButtonProps={{
              tabIndex: 0,
              'aria-hidden': false,
              'aria-label': t('closable.remove', { port: t(`ports.${port}`) }),
            }}
          >
            {t(`ports.${port}`)}
          </Pill>
        ))}
      </Pill.Group>
      {ports.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('closable.none')}
        </Text>
      )}
      <Group>
        <Button
          ref={reset}
          variant="light"
          size="xs"
          onClick={() => setPorts([...PORTS])}
          disabled={ports.length === PORTS.length}
        >
          {t('closable.reset')}
        </Button>
      </Group>
    </Stack>
  );
}
