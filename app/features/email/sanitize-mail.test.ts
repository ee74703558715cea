// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { plainText, sanitizeMail } from './sanitize-mail';

/** the cleaned mail as a DOM, to ask what is left in it */
function cleaned(html: string, showImages = false) {
  const { html: clean, blockedImages } = sanitizeMail(html, showImages);
  const root = document.createElement('div');
  root.innerHTML = clean;
  return { root, clean, blockedImages };
}

describe('sanitizeMail: nothing in a mail runs', () => {
  it.each([
    ['a script tag', '<p>Hi</p><script>window.__xss = 1</script>'],
    ['an event handler', '<img src="/x.png" onerror="window.__xss = 1"><b onclick="x()">b</b>'],
    ['a javascript: link', '<a href="javascript:window.__xss=1">click</a>'],
    ['an entity-encoded javascript: link', '<a href="jav&#x61;script:alert(1)">click</a>'],
    ['SVG with a script', '<svg onload="window.__xss=1"><script>window.__xss=1</script></svg>'],
    ['an SVG image with a handler', '<svg><image href="x" onerror="alert(1)"/></svg>'],
    [
      'an iframe',
      '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>1</script>">',
    ],
    ['a form', '<form action="https://evil.example/"><input name="p"><button>Go</button></form>'],
    ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">'],
    [
      'a meta refresh and a base',
      '<meta http-equiv="refresh" content="0;url=https://e.example"><base href="https://e.example/">',
    ],
    ['a style element', '<style>body{display:none}</style><p>text</p>'],
    [
      'a details toggle handler',
      '<details open ontoggle="alert(1)"><summary>s</summary></details>',
    ],
    ['mathml', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ])('%s', (_name, html) => {
    const { root, clean } = cleaned(html);
    expect(
      root.querySelector(
        'script, iframe, form, input, button, object, embed, meta, base, style, svg, math',
      ),
    ).toBeNull();
    expect(clean).not.toMatch(/\son\w+\s*=/i);
    expect(clean).not.toMatch(/javascript:/i);
    for (const a of root.querySelectorAll('a'))
      expect(a.getAttribute('href') ?? '').not.toMatch(/script:/i);
  });

  it('keeps ordinary formatting and text', () => {
    const { root } = cleaned(
      '<p>Dear <b>team</b>,</p><ul><li>one</li></ul><table><tr><td>x</td></tr></table>',
    );
    expect(root.querySelector('b')?.textContent).toBe('team');
    expect(root.querySelector('li')?.textContent).toBe('one');
    expect(root.querySelector('td')?.textContent).toBe('x');
  });

  it('keeps the text of a removed form', () => {
    const { root } = cleaned('<form><label>Name</label></form>');
    expect(root.textContent).toContain('Name');
  });
});

describe('sanitizeMail: links open in a new tab without an opener', () => {
  it('sets target and rel on every link, and drops ping', () => {
    const { root } = cleaned(
      '<a href="https://example.com/a" target="_self" rel="opener" ping="https://t.example/p">a</a><a href="/b">b</a>',
    );
    for (const a of root.querySelectorAll('a')) {
      expect(a.getAttribute('target')).toBe('_blank');
      expect(a.getAttribute('rel')).toBe('noopener noreferrer');
      expect(a.hasAttribute('ping')).toBe(false);
    }
  });
});

describe('sanitizeMail: remote images wait for "Show images"', () => {
  it('holds back a remote img src, keeping the URL in a data attribute', () => {
    const { root, blockedImages } = cleaned('<img src="https://tracker.example/open.gif" alt="t">');
    const img = root.querySelector('img')!;
    expect(img.hasAttribute('src')).toBe(false);
    expect(img.getAttribute('data-remote-src')).toBe('https://tracker.example/open.gif');
    expect(blockedImages).toBe(1);
  });

  it.each([
    ['protocol-relative', '<img src="//tracker.example/a.gif">'],
    ['plain http', '<img src="http://tracker.example/a.gif">'],
    ['backslashes', '<img src="https:\\\\tracker.example/a.gif">'],
    ['upper case, leading space', '<img src=" HTTPS://tracker.example/a.gif">'],
  ])('holds back a %s src', (_name, html) => {
    const { root, blockedImages } = cleaned(html);
    expect(root.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(blockedImages).toBe(1);
  });

  it('holds back srcset, background and CSS url() and image-set()', () => {
    const { root, blockedImages } = cleaned(
      '<img srcset="https://t.example/a.png 1x, https://t.example/b.png 2x">' +
        '<table background="https://t.example/bg.png"><tr><td style="color: red; background-image: url(\'https://t.example/c.png\')">x</td></tr></table>' +
        '<div style="background: -webkit-image-set(&quot;https://t.example/d.png&quot; 1x)">y</div>' +
        '<p style="background:\\75rl(https://t.example/e.png)">z</p>',
    );
    expect(root.querySelector('img')?.hasAttribute('srcset')).toBe(false);
    expect(root.querySelector('table')?.hasAttribute('background')).toBe(false);
    expect(root.querySelector('td')?.getAttribute('style')).toMatch(/color: red/);
    expect(root.querySelector('td')?.getAttribute('style')).not.toMatch(/url/);
    expect(root.querySelector('div')?.hasAttribute('style')).toBe(false);
    expect(root.querySelector('p')?.hasAttribute('style')).toBe(false);
    expect(blockedImages).toBe(5);
    // every held-back URL waits in a data attribute and nowhere else
    for (const el of root.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        if (!attr.name.startsWith('data-remote-')) expect(attr.value).not.toContain('t.example');
      }
    }
  });

  it('lets images of this site and data: images load', () => {
    const { root, blockedImages } = cleaned(
      '<img src="/images/logo.svg"><img src="data:image/png;base64,iVBORw0KGgo="><p style="background:url(data:image/png;base64,AAAA)">x</p>',
    );
    const [own, inline] = root.querySelectorAll('img');
    expect(own.getAttribute('src')).toBe('/images/logo.svg');
    expect(inline.getAttribute('src')).toMatch(/^data:image\/png/);
    expect(root.querySelector('p')?.getAttribute('style')).toContain('data:image/png');
    expect(blockedImages).toBe(0);
  });

  it('shows remote images when asked to', () => {
    const { root, blockedImages } = cleaned('<img src="https://t.example/a.png">', true);
    expect(root.querySelector('img')?.getAttribute('src')).toBe('https://t.example/a.png');
    expect(blockedImages).toBe(0);
  });

  it('does not take data-remote-* attributes from the mail itself', () => {
    const { root } = cleaned('<img data-remote-src="https://t.example/x.png" src="/a.png">');
    expect(root.querySelector('img')?.hasAttribute('data-remote-src')).toBe(false);
  });
});

describe('plainText', () => {
  it('drops tags, scripts and styles and reads entities', () => {
    expect(
      plainText(
        '<style>p{}</style><p>Fish &amp; chips&nbsp;&#8212; <b>now</b></p><script>x()</script>',
      ),
    ).toBe('Fish & chips — now');
  });

  it('leaves an unknown entity as it is', () => {
    expect(plainText('a &unknown; b')).toBe('a &unknown; b');
  });
});

describe('sanitizeMail: handlers are renamed before parsing', () => {
  it('leaves no handler and no trace of the renamed one', () => {
    const { html: clean } = sanitizeMail(
      '<p onclick="x()">t</p><img/onerror=alert(1) src="/a.png">',
    );
    expect(clean).not.toMatch(/\son\w+=/i);
    expect(clean).not.toContain('data-blocked');
  });

  it('does not change the text between tags', () => {
    expect(sanitizeMail('<p>turn on=off</p>').html).toBe('<p>turn on=off</p>');
  });
});
