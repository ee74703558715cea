import { Avatar, Indicator } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ChatContact, ChatStatus } from '../../../../api/modules/chat/contract';

/** The colour of each status (docs/product.md section 3.1): the dot on a person's picture. */
export const statusColors: Record<ChatStatus, string> = {
  online: 'success',
  away: 'warning',
  'do not disturb': 'red',
  offline: 'gray',
};

/** The key of a status's name in chat.json (`status.<key>`). */
export const statusKey = (status: ChatStatus) => (status === 'do not disturb' ? 'dnd' : status);

/** A department's name (sales, development, management as the people app names them), else as it is. */
export const departmentName = (t: TFunction, department: string) =>
  department ? t(`department.${department}`, { defaultValue: department }) : '';

/**
 * A person's picture with their status as a dot. The dot is decoration: the status is also
 * written beside it or in the element's name wherever it matters.
 */
export function ContactAvatar({
  contact,
  size = 40,
}: {
  contact: Pick<ChatContact, 'displayName' | 'photoURL' | 'status'>;
  size?: number;
}) {
  return (
    <Indicator
      color={statusColors[contact.status]}
      position="bottom-end"
      offset={size / 7}
      size={Math.max(10, size / 4)}
      withBorder
      zIndex={1}
      aria-hidden
    >
      <Avatar
        src={contact.photoURL || null}
        alt=""
        size={size}
        radius="xl"
        name={contact.displayName}
      />
    </Indicator>
  );
}
