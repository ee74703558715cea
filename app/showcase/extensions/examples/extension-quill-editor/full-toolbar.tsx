import { useTranslation } from 'react-i18next';
import { QuillEditor } from '../../quill/lazy-quill-editor';
import { HIGHLIGHT_COLOURS, TEXT_COLOURS } from '../../quill/palette';

/**
 * Every format Quill's snow theme offers, in groups: text style, emphasis, colours, lists and
 * indent, alignment, link, quote and code, and "clear formatting". The toolbar's buttons and
 * pickers are named in the reader's language; Tab moves from the toolbar into the note and out.
 */
const toolbar = [
  [{ header: [1, 2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [
    { color: [false, ...TEXT_COLOURS.map((c) => c.value)] },
    { background: [false, ...HIGHLIGHT_COLOURS.map((c) => c.value)] },
  ],
  [{ list: 'ordered' }, { list: 'bullet' }, { indent: '-1' }, { indent: '+1' }],
  [{ align: [] }],
  ['link', 'blockquote', 'code-block'],
  ['clean'],
];

export default function QuillFullToolbar() {
  const { t, i18n } = useTranslation('extension-quill-editor');
  return (
    <QuillEditor
      // the sample note is written in the reader's language: a new language starts it again
      key={i18n.language}
      toolbar={toolbar}
      initialValue={t('full-toolbar.note')}
      label={t('full-toolbar.label')}
      placeholder={t('full-toolbar.placeholder')}
      minHeight={220}
      testId="quill-full"
    />
  );
}
