import { Anchor, Drawer, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChatContact } from '../../../../api/modules/chat/contract';
import { LabelledValue } from '../../../components/labelled-value';
import { ContactAvatar, departmentName, statusKey } from './contact-avatar';

/** A colleague's profile: picture, name, status, about, department and email. */
export function ProfileDrawer({
  contact,
  opened,
  onClose,
}: {
  contact: ChatContact;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={340}
      title={t('profile.title')}
      closeButtonProps={{ 'aria-label': t('profile.close') }}
      data-testid="chat-profile-drawer"
    >
      <Stack align="center" gap={4} mb="lg">
        <ContactAvatar contact={contact} size={96} />
        <Title order={3} size="h4" ta="center" mt="sm">
          {contact.displayName}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`status.${statusKey(contact.status)}`)}
        </Text>
      </Stack>
      <Stack gap="md">
        <LabelledValue label={t('profile.about')} testId="chat-profile-about">
          {contact.about}
        </LabelledValue>
        <LabelledValue label={t('profile.department')} testId="chat-profile-department">
          {departmentName(t, contact.department)}
        </LabelledValue>
        <LabelledValue label={t('profile.email')} testId="chat-profile-email">
          {contact.email && <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>}
        </LabelledValue>
      </Stack>
    </Drawer>
  );
}
