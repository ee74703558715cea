/**
 * A mail's HTML comes from outside (docs/product.md section 3.9: "HTML, as received"; the server
 * stores it as given, docs/decisions/0035) and is cleaned here, in the one place, before it is
 * shown (docs/architecture.md decision 7):
 * - DOMPurify, HTML only (no SVG or MathML): no script, no event handler, no javascript: URL;
 *   forms, their controls, frames, objects, media, <style>, <link>, <meta> and <base> removed;
 * - every link opens in a new tab with rel="noopener noreferrer", and pings nothing;
 * - remote images stay unloaded until the reader asks for them ("Show images"): a remote image
 *   tells its sender when and where the mail was read. Their URLs wait in data-remote-* attributes
 *   (img and source src and srcset, background, poster, CSS url() and image-set() in style).
 * The page's CSP (server/csp.ts, docs/decisions/0016) allows https: images, so this is what keeps
 * them from loading.
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

export interface SanitizedMail {
  html: string;
  /** how many remote images (or image URLs in styles) were held back */
  blockedImages: number;
}

const FORBID_TAGS = [
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'optgroup',
  'datalist',
  'fieldset',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'portal',
  'audio',
  'video',
  'track',
  'style',
  'link',
  'meta',
  'base',
  'template',
  'dialog',
];
const FORBID_ATTR = ['action', 'formaction', 'ping', 'srcdoc', 'autofocus', 'popover'];

/**
 * A URL that loads nothing from elsewhere: data:, cid: (a part of the mail), a fragment, or a path
 * on this site. Anything else (http:, https:, //host, https:\\host, a relative path) is held back.
 */
const isLocal = (url: string) => /^(?:data:|cid:|#|\/(?![/\\]))/i.test(url.trim());
/** CSS that can load an image: url(), image-set(), image(), cross-fade(), element() */
const CSS_IMAGE = /url\s*\(|image-set\s*\(|image\s*\(|cross-fade\s*\(|element\s*\(/i;

const URL_ATTRIBUTES = ['src', 'background', 'poster'] as const;

let purifier: Purifier | undefined;
/** what the hook of the current call counts and whether it lets images through */
let current = { showImages: false, blocked: 0 };

/** a style's declarations, split at the semicolons outside parentheses and quotes */
function declarations(style: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < style.length; i += 1) {
    const c = style[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(') depth += 1;
    else if (c === ')') depth = Math.max(0, depth - 1);
    else if (c === ';' && depth === 0) {
      parts.push(style.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(style.slice(start));
  return parts;
}

/** the style without the declarations that load an image from elsewhere */
function cssWithoutRemoteImages(style: string): string {
  // a CSS escape (\75rl) could spell url( past the test: such a style waits as a whole
  if (style.includes('\\')) return '';
  return declarations(style)
    .filter((declaration) => {
      if (!CSS_IMAGE.test(declaration)) return true;
      const urls = [...declaration.matchAll(/url\s*\(\s*(['"]?)(.*?)\1\s*\)|(['"])(.*?)\3/gi)];
      return urls.length > 0 && urls.every((m) => isLocal(m[2] ?? m[4] ?? ''));
    })
    .join(';');
}

function holdBack(node: Element, name: string, value: string) {
  node.removeAttribute(name);
  node.setAttribute(`data-remote-${name}`, value);
  current.blocked += 1;
}

function holdBackImages(node: Element) {
  for (const name of URL_ATTRIBUTES) {
    const value = node.getAttribute(name);
    if (value !== null && !isLocal(value)) holdBack(node, name, value);
  }
  const srcset = node.getAttribute('srcset');
  if (srcset !== null && !srcset.split(',').every((candidate) => isLocal(candidate))) {
    holdBack(node, 'srcset', srcset);
  }
  const style = node.getAttribute('style');
  if (style !== null && (CSS_IMAGE.test(style) || style.includes('\\'))) {
    const kept = cssWithoutRemoteImages(style);
    if (kept !== style) {
      holdBack(node, 'style', style);
      if (kept.trim()) node.setAttribute('style', kept);
    }
  }
}

function purify(): Purifier {
  if (purifier) return purifier;
  // an instance of its own, so that these hooks touch no other DOMPurify user of the page
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    if (node.tagName === 'A' || node.tagName === 'AREA') {
      if (node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else {
        node.removeAttribute('target');
      }
    }
    if (!current.showImages) holdBackImages(node);
  });
  return purifier;
}

/**
 * Renames what looks like an event handler attribute inside a tag (onerror= to
 * data-blocked-onerror=) before DOMPurify parses the mail. Not the protection (DOMPurify removes
 * every handler, and data-* attributes too): Chromium reports a CSP violation for each inline
 * handler it merely parses, even in a document that runs nothing, and a hostile mail would fill the
 * console with them.
 */
function renameHandlers(html: string): string {
  return html.replace(/<[^>]*>/g, (tag) =>
    tag.replace(/([\s/"'])on(\w+\s*=)/gi, '$1data-blocked-on$2'),
  );
}

/**
 * The mail's HTML, safe to put into the page; remote images are held back unless `showImages`.
 * Only in the browser (DOMPurify needs a DOM).
 */
export function sanitizeMail(html: string, showImages = false): SanitizedMail {
  current = { showImages, blocked: 0 };
  const clean = purify().sanitize(renameHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    SANITIZE_NAMED_PROPS: true,
  });
  return { html: clean, blockedImages: current.blocked };
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/**
 * The mail's text in one line, for the list's snippet and the search: tags, style and script
 * bodies and comments dropped, the common entities read. Cheap (no DOM): the list makes one for
 * each of thousands of mails. The result is text, shown as text, never as HTML.
 */
export function plainText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|head|title)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code =
          name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
