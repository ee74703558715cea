/**
 * Characters and words of a note's text, in any of the app's languages: words by
 * Intl.Segmenter, so Thai and Chinese (written without spaces) count their words too.
 */
export interface NoteCount {
  characters: number;
  words: number;
}

export function countNote(text: string, locale: string): NoteCount {
  // Quill's text always ends with a line break of its own
  const body = text.endsWith('\n') ? text.slice(0, -1) : text;
  const segmenter = new Intl.Segmenter(locale, { granularity: 'word' });
  let words = 0;
  for (const segment of segmenter.segment(body)) if (segment.isWordLike) words += 1;
  return { characters: [...body].length, words };
}
