// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeNote } from './sanitize-note';

describe('sanitizeNote', () => {
  it('keeps what Quill writes', () => {
    const note =
      '<h2>Reefer MSKU4073126</h2><p><strong>Set point</strong> <em>-18 °C</em></p><ul><li>Plug in at bay 4</li></ul>';
    expect(sanitizeNote(note)).toEqual({ html: note, removed: [] });
  });

  it('removes a script and an image that would run a handler, and says so', () => {
    const { html, removed } = sanitizeNote(
      '<p>Seal intact</p><img src=x onerror="window.__xss=1"><script>window.__xss=1</script>',
    );
    expect(html).toBe('<p>Seal intact</p>');
    expect(removed).toEqual(expect.arrayContaining(['onerror', '<script>', '<img>']));
  });

  it('keeps a safe picture without its handler; links open apart; no javascript: URL', () => {
    const { html, removed } = sanitizeNote(
      '<img src="https://example.com/seal.png" onerror="x()" alt="Seal"><a href="javascript:alert(1)">a</a><a href="https://track.example.com">b</a>',
    );
    expect(html).toContain('<img src="https://example.com/seal.png" alt="Seal">');
    expect(html).not.toContain('javascript');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(removed).toContain('onerror');
  });
});
