import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { QuillEditorProps } from './editor-props';

// Quill, its snow theme and the app's overrides come with the first editor drawn (decision 15 of
// docs/architecture.md: heavy libraries load only on their pages); never on the server.
const Editor = lazy(() => import('./quill-editor'));

/** The page's Quill editor, loaded on first use; a placeholder of its size until then. */
export function QuillEditor(props: QuillEditorProps) {
  const toolbarHeight = props.toolbar ? 42 : 0;
  return (
    <Suspense fallback={<Skeleton h={toolbarHeight + (props.minHeight ?? 160)} radius="sm" />}>
      <Editor {...props} />
    </Suspense>
  );
}
