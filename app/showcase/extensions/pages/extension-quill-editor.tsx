import { ExamplePage } from '../../../components/example/example-page';
import Comment from '../examples/extension-quill-editor/comment';
import Counter from '../examples/extension-quill-editor/counter';
import FullToolbar from '../examples/extension-quill-editor/full-toolbar';
import Preview from '../examples/extension-quill-editor/preview';
import ReadOnly from '../examples/extension-quill-editor/read-only';

const sources = import.meta.glob('../examples/extension-quill-editor/*.tsx', {
  query: '?raw',
  import: 'default',
});

/**
 * /extensions/quill-editor (a demonstration page, docs/decisions/0064): Quill with its full
 * toolbar, a live preview of the note's HTML cleaned by DOMPurify, a small toolbar for comments, a
 * read-only note and a counter with a limit. Quill and its CSS load with the first editor of this
 * page only (quill/lazy-quill-editor).
 */
export default function QuillEditorScreen() {
  return (
    <ExamplePage
      page="extension-quill-editor"
      sources={sources}
      examples={[
        { id: 'full-toolbar', Example: FullToolbar },
        { id: 'preview', Example: Preview },
        { id: 'comment', Example: Comment },
        { id: 'read-only', Example: ReadOnly },
        { id: 'counter', Example: Counter },
      ]}
    />
  );
}
