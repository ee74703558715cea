import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuillEditor } from '../../quill/lazy-quill-editor';
import { NoteView } from '../../quill/note-view';
import { sanitizeNote } from '../../quill/sanitize-note';

/** A small toolbar for a short comment: emphasis, a link and a bulleted list. */
const toolbar = [['bold', 'italic', 'link'], [{ list: 'bullet' }], ['clean']];

interface PostedComment {
  id: number;
  author: string;
  html: string;
}

/**
 * Comments on a shipment: a small snow toolbar, "Post" is ready once there is text, and a posted
 * comment is shown from its sanitized HTML. The editor starts empty again after each post.
 */
export default function QuillComment() {
  const { i18n } = useTranslation('extension-quill-editor');
  return <CommentThread key={i18n.language} />;
}

function CommentThread() {
  const { t } = useTranslation('extension-quill-editor');
  const [comments, setComments] = useState<PostedComment[]>(() => [
    { id: 0, author: t('comment.seedAuthor'), html: sanitizeNote(t('comment.seed')).html },
  ]);
  const [draft, setDraft] = useState({ html: '', text: '' });
  const [round, setRound] = useState(1);
  const post = () => {
    setComments((list) => [
      ...list,
      { id: round, author: t('comment.you'), html: sanitizeNote(draft.html).html },
    ]);
    setDraft({ html: '', text: '' });
    setRound((n) => n + 1);
  };
  return (
    <Stack gap="sm">
      <Stack gap="xs" data-testid="quill-comments">
        {comments.map((comment) => (
          <Paper key={comment.id} withBorder p="sm" radius="sm">
            <Group gap="xs" mb={4} wrap="nowrap">
              <Avatar size="sm" radius="xl" name={comment.author} color="initials" />
              <Text size="sm" fw={600}>
                {comment.author}
              </Text>
            </Group>
            <NoteView html={comment.html} />
          </Paper>
        ))}
      </Stack>
      <QuillEditor
        key={round}
        toolbar={toolbar}
        onChange={(html, text) => setDraft({ html, text })}
        label={t('comment.label')}
        placeholder={t('comment.placeholder')}
        minHeight={80}
        testId="quill-comment"
      />
      <Group justify="flex-end">
        <Button
          size="xs"
          disabled={!draft.text.trim()}
          onClick={post}
          data-testid="quill-comment-post"
        >
          {t('comment.post')}
        </Button>
      </Group>
    </Stack>
  );
}
