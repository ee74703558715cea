import { Badge, Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ManagedUser } from '../../../../api/modules/user-management/contract';
import { statusColor } from '../options';

export function StatusBadge({ status }: { status: ManagedUser['status'] }) {
  const { t } = useTranslation('people');
  return (
    <Badge variant="dot" color={statusColor[status]} data-status={status}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function RoleBadge({ role }: { role: ManagedUser['role'] }) {
  const { t } = useTranslation('people');
  return (
    <Badge variant="outline" color={role === 'admin' ? 'brand' : 'gray'}>
      {t(`role.${role}`)}
    </Badge>
  );
}

export function Verified({ value }: { value: boolean }) {
  const { t } = useTranslation('people');
  return (
    <Group gap={4} wrap="nowrap" data-verified={String(value)}>
      {value ? (
        <IconCircleCheck size={16} color="var(--mantine-color-green-filled)" aria-hidden />
      ) : (
        <IconCircleDashed size={16} aria-hidden />
      )}
      <Text size="sm" span>
        {value ? t('verified.yes') : t('verified.no')}
      </Text>
    </Group>
  );
}
