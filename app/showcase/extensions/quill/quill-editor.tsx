/**
 * Quill (react-quill-new) for the quill-editor page, in the app's colours and the reader's
 * language. This module is the heavy part: it is imported only with import() by
 * lazy-quill-editor.tsx, so Quill, its snow theme and this CSS load with the page's first editor and
 * never on another route (Quill also touches `document` when it loads).
 *
 * Quill draws its toolbar without names: after each mount and on each change of language every
 * button, picker and picker item gets an aria-label (and a title), the editing area its role and
 * name; the header picker's and the link tooltip's words are CSS variables in the reader's language.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import ReactQuill from 'react-quill-new';
import 'react-quill-new/dist/quill.snow.css';
import type { QuillEditorProps } from './editor-props';
import { colourName } from './palette';
import classes from './quill-editor.module.css';

const NS = 'extension-quill-editor';

/** Quill's button or picker format, from its `ql-<format>` class */
function formatOf(element: Element): string {
  return (
    [...element.classList]
      .find(
        (c) => c.startsWith('ql-') && !/^ql-(picker|color-picker|icon-picker|expanded)$/.test(c),
      )
      ?.slice(3) ?? ''
  );
}

/** Tab leaves the editor (Quill would insert a tab or indent a list: a trap for the keyboard). */
const keyboard = {
  bindings: {
    tab: { key: 'Tab', handler: () => true },
    indent: { key: 'Tab', format: ['blockquote', 'indent', 'list'], handler: () => true },
    outdent: {
      key: 'Tab',
      shiftKey: true,
      format: ['blockquote', 'indent', 'list'],
      handler: () => true,
    },
  },
};

/** Quill 2's semantic HTML writes every space as &nbsp;: the note's HTML keeps plain spaces. */
const plainSpaces = (html: string) => html.replaceAll('&nbsp;', ' ');

export default function QuillEditor({
  initialValue = '',
  onChange,
  toolbar,
  label,
  describedBy,
  placeholder,
  readOnly = false,
  maxLength,
  minHeight = 160,
  testId,
}: QuillEditorProps) {
  const { t, i18n } = useTranslation(NS);
  const root = useRef<HTMLDivElement>(null);
  const quill = useRef<ReactQuill>(null);
  // the modules must keep their identity: react-quill-new rebuilds the editor when they change
  const modules = useMemo(() => ({ toolbar, keyboard }), [toolbar]);

  /** the translated name of a toolbar control: `toolbar.<format>` or `toolbar.<format>-<value>` */
  const nameOf = useCallback(
    (format: string, value: string | null): string | undefined => {
      if (format === 'color' || format === 'background') {
        const colour = value ? colourName.get(value) : undefined;
        return t(`colors.${colour ?? (format === 'color' ? 'automatic' : 'none')}`);
      }
      const key = value
        ? `toolbar.${format}-${value.replace('+', 'plus').replace('-', 'minus')}`
        : '';
      if (key && i18n.exists(key, { ns: NS })) return t(key);
      if (format === 'header' || format === 'align') return t(`toolbar.${format}-default`);
      return i18n.exists(`toolbar.${format}`, { ns: NS }) ? t(`toolbar.${format}`) : undefined;
    },
    [t, i18n],
  );

  useEffect(() => {
    const box = root.current;
    if (!box) return;
    const name = (element: Element, text: string | undefined) => {
      if (!text) return;
      element.setAttribute('aria-label', text);
      element.setAttribute('title', text);
    };
    const bar = box.querySelector('.ql-toolbar');
    if (bar) {
      bar.setAttribute('role', 'toolbar');
      bar.setAttribute('aria-label', t('toolbar.name', { editor: label }));
    }
    for (const button of box.querySelectorAll<HTMLButtonElement>('.ql-toolbar button')) {
      name(button, nameOf(formatOf(button), button.value || null));
    }
    for (const picker of box.querySelectorAll('.ql-toolbar .ql-picker')) {
      const format = formatOf(picker);
      const pickerLabel = picker.querySelector('.ql-picker-label');
      if (pickerLabel) name(pickerLabel, t(`toolbar.${format}`));
      for (const item of picker.querySelectorAll('.ql-picker-item')) {
        name(item, nameOf(format, item.getAttribute('data-value')));
      }
    }
    const area = box.querySelector('.ql-editor');
    if (area) {
      area.setAttribute('role', 'textbox');
      area.setAttribute('aria-multiline', 'true');
      area.setAttribute('aria-label', label);
      area.setAttribute('aria-readonly', String(readOnly));
      if (describedBy) area.setAttribute('aria-describedby', describedBy);
      if (placeholder) area.setAttribute('data-placeholder', placeholder);
    }
    box.querySelector('.ql-tooltip input')?.setAttribute('aria-label', t('tooltip.input'));
  }, [t, nameOf, label, describedBy, placeholder, readOnly, toolbar]);

  // the first HTML and text, once the editor holds its start value
  const report = useRef(onChange);
  useEffect(() => {
    report.current = onChange;
  });
  useEffect(() => {
    const editor = quill.current?.getEditor();
    if (editor) report.current?.(plainSpaces(editor.getSemanticHTML()), editor.getText());
  }, []);

  // a limit cuts what goes past it (typed or pasted), as a field's maxlength does
  useEffect(() => {
    const editor = quill.current?.getEditor();
    if (!editor || !maxLength) return;
    const cut = () => {
      // getLength counts Quill's closing line break
      if (editor.getLength() - 1 > maxLength)
        editor.deleteText(maxLength, editor.getLength(), 'user');
    };
    editor.on('text-change', cut);
    return () => {
      editor.off('text-change', cut);
    };
  }, [maxLength]);

  // the link tooltip's words come from CSS `content`: variables in the reader's language
  const words = {
    '--ql-visit': JSON.stringify(t('tooltip.visit')),
    '--ql-edit': JSON.stringify(t('tooltip.edit')),
    '--ql-remove': JSON.stringify(t('tooltip.remove')),
    '--ql-enter': JSON.stringify(t('tooltip.enter')),
    '--ql-save': JSON.stringify(t('tooltip.save')),
    // and so do the header picker's (Quill's CSS writes them in English)
    '--ql-normal': JSON.stringify(t('toolbar.header-default')),
    '--ql-h1': JSON.stringify(t('toolbar.header-1')),
    '--ql-h2': JSON.stringify(t('toolbar.header-2')),
    '--ql-h3': JSON.stringify(t('toolbar.header-3')),
    '--ql-min-height': `${minHeight}px`,
  } as React.CSSProperties;

  return (
    <div ref={root} className={classes.editor} style={words} data-testid={testId}>
      <ReactQuill
        ref={quill}
        theme="snow"
        defaultValue={initialValue}
        onChange={(_html, _delta, _source, editor) =>
          onChange?.(plainSpaces(editor.getSemanticHTML()), editor.getText())
        }
        modules={modules}
        placeholder={placeholder}
        readOnly={readOnly}
      />
    </div>
  );
}
