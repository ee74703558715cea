/** What the page's Quill editor takes (quill-editor.tsx, loaded through lazy-quill-editor.tsx). */
export interface QuillEditorProps {
  /** the HTML the editor starts with; the editor is uncontrolled (give it a new key to restart) */
  initialValue?: string;
  /** the note's HTML (Quill's semantic HTML, plain spaces) and its text, at every change */
  onChange?: (html: string, text: string) => void;
  /** Quill's toolbar option: the groups of formats, or false for none */
  toolbar: unknown[] | false;
  /** the accessible name of the editing area */
  label: string;
  /** the id of what describes the editing area (a counter, a hint) */
  describedBy?: string;
  placeholder?: string;
  readOnly?: boolean;
  /** the most characters the note may hold; what goes past is cut */
  maxLength?: number;
  /** the editing area's least height, in px */
  minHeight?: number;
  testId?: string;
}
