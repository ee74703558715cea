import { Button, ColorSwatch, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChatStatus } from '../../../../api/modules/chat/contract';
import { API_ERRORS_NS, apiErrorMessage } from '../../../lib/http/api-error-message';
import { useSetChatStatus } from '../api/set-chat-status';
import { statusColors, statusKey } from './contact-avatar';
import { notify } from '../../../lib/ui/notify';

const dot = (status: ChatStatus) => (
  <ColorSwatch
    color={`var(--mantine-color-${statusColors[status]}-filled)`}
    size={10}
    aria-hidden
  />
);

/** the order */
const statusOrder: ChatStatus[] = ['online', 'away', 'do not disturb', 'offline'];

/** The reader's own status: shown, and chosen from the four (saved; colleagues see it). */
export function StatusMenu({ status }: { status: ChatStatus }) {
  const { t } = useTranslation(['chat', API_ERRORS_NS]);
  const setStatus = useSetChatStatus();
  const choose = (next: ChatStatus) =>
    setStatus.mutate(next, {
      onError: (error) => notify('error', t('status.failed'), apiErrorMessage(t, error), 4000),
    });
  return (
    <Menu position="bottom-start" shadow="md" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          leftSection={dot(status)}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={t('status.change', { status: t(`status.${statusKey(status)}`) })}
          data-testid="chat-status-button"
          styles={{ root: { color: 'var(--mantine-color-text)' } }}
        >
          {t(`status.${statusKey(status)}`)}
        </Button>
      </Menu.Target>
      <Menu.Dropdown data-testid="chat-status-menu">
        {statusOrder.map((option) => (
          <Menu.Item
            key={option}
            leftSection={dot(option)}
            rightSection={option === status ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => option !== status && choose(option)}
            data-testid={`chat-status-${statusKey(option)}`}
          >
            {t(`status.${statusKey(option)}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
