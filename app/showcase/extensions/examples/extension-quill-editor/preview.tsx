import { Alert, Button, Code, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconClipboardText } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuillEditor } from '../../quill/lazy-quill-editor';
import { NoteView } from '../../quill/note-view';
import { sanitizeNote } from '../../quill/sanitize-note';
import classes from './preview.module.css';

type View = 'editor' | 'source';

const toolbar = [
  [{ header: [2, 3, false] }],
  ['bold', 'italic', 'underline', 'link'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['clean'],
];

/**
 * What the editor writes is HTML, and HTML from elsewhere (pasted into the source) can carry a
 * script or an event handler. The preview shows only what DOMPurify lets through, next to the
 * cleaned source and the list of what it removed. Back in the editor, the note starts from the
 * cleaned HTML.
 */
export default function QuillPreview() {
  const { i18n } = useTranslation('extension-quill-editor');
  // the sample note is written in the reader's language: a new language starts it again
  return <PreviewNote key={i18n.language} />;
}

function PreviewNote() {
  const { t } = useTranslation('extension-quill-editor');
  const [view, setView] = useState<View>('editor');
  const [html, setHtml] = useState(() => t('preview.note'));
  const note = useMemo(() => sanitizeNote(html), [html]);
  const previewId = useId();
  return (
    <Stack gap="sm">
      <SegmentedControl
        value={view}
        onChange={(next) => setView(next as View)}
        data={[
          { value: 'editor', label: t('preview.editorTab') },
          { value: 'source', label: t('preview.sourceTab') },
        ]}
        aria-label={t('preview.view')}
        data-testid="quill-preview-view"
      />
      {view === 'editor' ? (
        <QuillEditor
          toolbar={toolbar}
          initialValue={note.html}
          onChange={(next) => setHtml(next)}
          label={t('preview.label')}
          minHeight={140}
          testId="quill-preview-editor"
        />
      ) : (
        <Textarea
          label={t('preview.sourceLabel')}
          description={t('preview.sourceHint')}
          value={html}
          onChange={(event) => setHtml(event.currentTarget.value)}
          autosize
          minRows={5}
          maxRows={12}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          spellCheck={false}
          data-testid="quill-preview-source"
        />
      )}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconClipboardText size={16} />}
          onClick={() => {
            setHtml((current) => current + t('preview.risky'));
            setView('source');
          }}
          data-testid="quill-preview-paste"
        >
          {t('preview.paste')}
        </Button>
      </Group>
      <div role="region" aria-labelledby={previewId}>
        <Text fw={600} size="sm" id={previewId}>
          {t('preview.preview')}
        </Text>
        <NoteView html={note.html} className={classes.preview} data-testid="quill-preview" />
      </div>
      {note.removed.length > 0 ? (
        <Alert
          variant="light"
          color="warning"
          icon={<IconAlertTriangle size={18} />}
          title={t('preview.removedTitle')}
          data-testid="quill-preview-removed"
        >
          <Group gap={6}>
            {note.removed.map((what) => (
              <Code key={what}>{what}</Code>
            ))}
          </Group>
        </Alert>
      ) : (
        <Text size="sm" c="dimmed" data-testid="quill-preview-removed">
          {t('preview.nothingRemoved')}
        </Text>
      )}
      <div>
        <Text fw={600} size="sm">
          {t('preview.sanitized')}
        </Text>
        {/* focusable: a region that scrolls must be reachable by keyboard (axe) */}
        <Code
          block
          tabIndex={0}
          aria-label={t('preview.sanitized')}
          className={classes.source}
          data-testid="quill-preview-html"
        >
          {note.html}
        </Code>
      </div>
    </Stack>
  );
}
