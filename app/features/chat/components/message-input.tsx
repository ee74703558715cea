import { ActionIcon, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX } from '../../../../api/modules/chat/contract';
import { htmlLangOf } from '../../../lib/i18n/languages';
import classes from '../chat.module.css';

/** The count shows from here on (the issue: the input shows the count near the limit). */
const COUNT_FROM = MESSAGE_MAX - 200;

/**
 * The message input: Enter sends, Shift+Enter starts a new line; empty or over 2,000 characters
 * (MESSAGE_MAX of the contract) cannot be sent.
 */
export function MessageInput({ onSend }: { onSend: (text: string) => void }) {
  const { t, i18n } = useTranslation('chat');
  const [text, setText] = useState('');
  const length = text.trim().length;
  const over = length > MESSAGE_MAX;
  const canSend = length > 0 && !over;

  const send = () => {
    if (!canSend) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    // an IME composing (Thai, Chinese) uses Enter to confirm its text
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  const number = new Intl.NumberFormat(htmlLangOf(i18n.language));

  return (
    <div className={classes.composer}>
      <div style={{ flex: 1, minWidth: 0 }}>
        <Textarea
          aria-label={t('input.label')}
          placeholder={t('input.placeholder')}
          autosize
          minRows={1}
          maxRows={6}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={over ? t('input.too-long', { max: number.format(MESSAGE_MAX) }) : undefined}
          aria-describedby={length >= COUNT_FROM ? 'chat-input-count' : undefined}
          data-testid="chat-input"
        />
        {length >= COUNT_FROM && (
          <Text
            id="chat-input-count"
            size="xs"
            c={over ? 'red' : 'dimmed'}
            ta="right"
            mt={2}
            aria-live="polite"
            data-testid="chat-input-count"
          >
            {t('input.count', { count: number.format(length), max: number.format(MESSAGE_MAX) })}
          </Text>
        )}
      </div>
      <ActionIcon
        size={36}
        radius="xl"
        variant="filled"
        onClick={send}
        disabled={!canSend}
        aria-label={t('input.send')}
        data-testid="chat-send"
      >
        <IconSend size={18} aria-hidden />
      </ActionIcon>
    </div>
  );
}
