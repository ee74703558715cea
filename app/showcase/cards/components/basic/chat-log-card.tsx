import { Avatar, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useChatLog } from '../../api/get-chat-log';
import { DemoCard } from './demo-card';
import { ReadState } from './read-state';

/** A conversation as bubbles: received on the left, sent (ours) on the right in the brand colour. */
export function ChatLogCard() {
  const { t } = useTranslation('cards');
  const log = useChatLog();
  return (
    <DemoCard titleId="chat-card-title" testId="chat-card" title={t('chat.title')}>
      <ReadState read={log} lines={6}>
        {(messages) => (
          <Stack component="ol" gap="sm" p={0} my={0} style={{ listStyle: 'none' }}>
            {messages.map((m, i) => (
              <Group
                component="li"
                key={i}
                gap="xs"
                wrap="nowrap"
                align="flex-end"
                justify={m.isSent ? 'flex-end' : 'flex-start'}
                data-testid={m.isSent ? 'message-sent' : 'message-received'}
              >
                {!m.isSent && <Avatar src={m.senderImg} alt="" size="sm" />}
                <Paper
                  px="sm"
                  py={6}
                  radius="lg"
                  maw="80%"
                  bg={
                    m.isSent
                      ? 'var(--mantine-primary-color-filled)'
                      : 'var(--mantine-color-default-hover)'
                  }
                  c={m.isSent ? 'white' : undefined}
                  style={m.isSent ? { borderBottomRightRadius: 4 } : { borderBottomLeftRadius: 4 }}
                >
                  <VisuallyHidden>{t(m.isSent ? 'chat.you' : 'chat.them')}</VisuallyHidden>
                  <Text size="sm">{m.msg}</Text>
                </Paper>
                {m.isSent && <Avatar src={m.senderImg} alt="" size="sm" />}
              </Group>
            ))}
          </Stack>
        )}
      </ReadState>
    </DemoCard>
  );
}
