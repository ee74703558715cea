/**
 * The compose panel's rich-text body: Quill through react-quill-new. Imported only with import()
 * when the compose panel opens (compose-panel.tsx): Quill touches `document` when it loads and is
 * heavy, so the email route's first load carries neither it nor its CSS (docs/architecture.md
 * decision 15).
 */
import { useEffect, useRef } from 'react';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import classes from './rich-text-editor.module.css';

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  /** the accessible name of the text area */
  label: string;
  /** the names of the toolbar's buttons, by Quill's format (bold, italic, list-ordered, ...) */
  buttonLabels: Record<string, string>;
  placeholder?: string;
}

const toolbar = [
  ['bold', 'italic', 'underline', 'strike'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  ['blockquote', 'link'],
  ['clean'],
];
const formats = ['bold', 'italic', 'underline', 'strike', 'list', 'blockquote', 'link'];

export default function RichTextEditor({
  value,
  onChange,
  label,
  buttonLabels,
  placeholder,
}: RichTextEditorProps) {
  const root = useRef<HTMLDivElement>(null);
  // Quill draws its toolbar without names: each button gets its own, and the text area its role
  useEffect(() => {
    const box = root.current;
    if (!box) return;
    for (const button of box.querySelectorAll<HTMLButtonElement>('.ql-toolbar button')) {
      const format = [...button.classList].find((c) => c.startsWith('ql-'))?.slice(3) ?? '';
      const key = button.value ? `${format}-${button.value}` : format;
      const name = buttonLabels[key] ?? buttonLabels[format];
      if (name) {
        button.setAttribute('aria-label', name);
        button.setAttribute('title', name);
      }
    }
    const area = box.querySelector('.ql-editor');
    area?.setAttribute('role', 'textbox');
    area?.setAttribute('aria-multiline', 'true');
    area?.setAttribute('aria-label', label);
  }, [buttonLabels, label]);
  return (
    <div ref={root} className={classes.editor} data-testid="compose-body">
      <ReactQuill
        theme="snow"
        value={value}
        // what the person does only: Quill also reports its own rewrite of the starting text (a
        // reply's quote) as a change, which made an untouched reply a draft to save
        onChange={(html, _delta, source) => {
          if (source === 'user') onChange(html);
        }}
        modules={{ toolbar }}
        formats={formats}
        placeholder={placeholder}
      />
    </div>
  );
}
