/**
 * A note's HTML made safe to show, with DOMPurify (HTML only: no script, no event handler, no
 * javascript: URL, no style sheet, form or frame). What DOMPurify took out is listed, so the
 * page can show it. Only in the browser (DOMPurify needs a DOM).
 */
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

export interface SanitizedNote {
  html: string;
  /** what was removed: `<script>` for an element, `onerror` for an attribute; once each */
  removed: string[];
}

/** a picture from this site, https: or data:image; anything else (src=x, http:) is dropped */
const SAFE_IMAGE = /^(?:https:|data:image\/|\/(?![/\\]))/i;
/** the prefix a handler is renamed with before parsing (see `renameHandlers`) */
const RENAMED = 'data-blocked-';

let purifier: Purifier | undefined;

function purify(): Purifier {
  if (purifier) return purifier;
  // an instance of its own: its hook touches no other DOMPurify user of the page
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof Element)) return;
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.nodeName === 'IMG' && !SAFE_IMAGE.test(node.getAttribute('src') ?? '')) {
      node.remove();
      purifier?.removed.push({ element: node });
    }
  });
  return purifier;
}

/**
 * `onerror=` becomes `data-blocked-onerror=` before DOMPurify parses the note. Not the
 * protection (DOMPurify removes handlers and data-* attributes alike): Chromium reports a CSP
 * violation for each inline handler it merely parses.
 */
function renameHandlers(html: string): string {
  return html.replace(/<[^>]*>/g, (tag) => tag.replace(/([\s/"'])(on\w+\s*=)/gi, `$1${RENAMED}$2`));
}

export function sanitizeNote(html: string): SanitizedNote {
  const dompurify = purify();
  const clean = dompurify.sanitize(renameHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object'],
    ALLOW_DATA_ATTR: false,
  });
  const removed = new Set<string>();
  for (const item of dompurify.removed) {
    if ('attribute' in item && item.attribute) {
      removed.add(item.attribute.name.replace(RENAMED, ''));
    } else if ('element' in item && item.element.nodeType === Node.ELEMENT_NODE) {
      removed.add(`<${item.element.nodeName.toLowerCase()}>`);
    }
  }
  return { html: clean, removed: [...removed] };
}
