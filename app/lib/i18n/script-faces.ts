/**
 * The faces of the public pages' languages written in a script of their own
 * (docs/decisions/0069). Thai: Noto Sans Thai's Thai glyphs (app/styles/thai-faces.css), named in
 * the head of a Thai page (app/root.tsx) and added by an island that shows a few Thai words on
 * another page (app/islands/fonts.ts). Chinese: the system's face. Every phone and computer
 * sold in China has one, and Noto Sans SC's stylesheets alone are 145 KB gzip (its glyphs are
 * split into a hundred files), three times a public page's whole budget. The dashboard loads both
 * web faces through app/lib/i18n/fonts.ts.
 */
import thaiFaces from '../../styles/thai-faces.css?url';
import thai400 from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-400-normal.woff2?url';
import thai500 from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-500-normal.woff2?url';
import thai700 from '@fontsource/noto-sans-thai/files/noto-sans-thai-thai-700-normal.woff2?url';

const faces: Record<string, string[]> = { th: [thaiFaces] };
/** the faces' files (9 KB each), fetched with the page: `optional` faces must come in time */
const files: Record<string, string[]> = { th: [thai400, thai500, thai700] };

/** The font files a page in the language preloads. */
export function scriptFontFilesOf(language: string): string[] {
  return files[language] ?? [];
}

/** The face stylesheets of a language; none for a language in the Latin script, or Chinese. */
export function scriptFacesOf(language: string): string[] {
  return faces[language] ?? [];
}
