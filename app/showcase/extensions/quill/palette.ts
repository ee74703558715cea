/**
 * The colours the quill-editor page's toolbars offer, each with the key of its name
 * (`colors.<name>` of extension-quill-editor.json): Quill's pickers show swatches only, so the
 * toolbar names each one in the reader's language. Text colours have 4.5:1 or more on white.
 */
export const TEXT_COLOURS = [
  { value: '#c92a2a', name: 'red' },
  { value: '#a63c00', name: 'orange' },
  { value: '#2b8a3e', name: 'green' },
  { value: '#1864ab', name: 'blue' },
  { value: '#5f3dc4', name: 'violet' },
  { value: '#495057', name: 'grey' },
] as const;

/** Highlights, pale enough for dark text on them. */
export const HIGHLIGHT_COLOURS = [
  { value: '#fff3bf', name: 'yellow' },
  { value: '#d3f9d8', name: 'mint' },
  { value: '#d0ebff', name: 'sky' },
  { value: '#ffe3e3', name: 'rose' },
] as const;

/** A colour's name key by its value, for both pickers. */
export const colourName = new Map<string, string>(
  [...TEXT_COLOURS, ...HIGHLIGHT_COLOURS].map((c) => [c.value, c.name]),
);
