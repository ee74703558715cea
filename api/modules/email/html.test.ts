import { describe, expect, it } from 'vitest';
import { cleanMailHtml, decodeEntities, mailText } from './html';

describe('the HTML of a mail that leaves', () => {
  it('keeps formatting, lists, tables and web or mail links', () => {
    const html =
      '<h2>Rates</h2><p>Sea <strong>and</strong> <em>air</em>, <u>now</u>.<br>Next line</p>' +
      '<ol><li>One</li><li>Two</li></ol><blockquote>Quoted</blockquote>' +
      '<table><tr><td>A</td><td>B</td></tr></table>' +
      '<p><a href="https://example.com/x?a=1&amp;b=2">web</a> <a href="mailto:ops@example.com">mail</a></p>';
    expect(cleanMailHtml(html)).toBe(html);
  });

  const hostile: [string, string][] = [
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>ok', 'ok'],
    ['<p onclick="alert(1)" style="x">ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>ok', 'ok'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;avascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" data:text/html,<script>">x</a>', '&lt;a href=&quot; data:text/html,'],
    [
      '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
      '<a href="https://ok.example">x</a>',
    ],
    ['<a title=\'">\' href="https://ok.example">x</a>', '<a href="https://ok.example">x</a>'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<style>body{display:none}</style>ok', 'ok'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<!-- <script>alert(1)</script> -->ok', 'ok'],
    ['<!--unterminated <script>alert(1)</script>', ''],
    ['<scr<script>ipt>alert(1)</script>', '&lt;scr'],
    ['<a title="<script>" href="https://ok.example">x</a>', '&lt;a title=&quot;'],
    ['<p>unclosed <b>bold', '<p>unclosed <b>bold</b></p>'],
    ['</div>stray</p>', 'stray'],
    ['a < b && c > d', 'a &lt; b &amp;&amp; c &gt; d'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<form action="https://evil.example"><input name=x>ok</form>', 'ok'],
    ['<textarea><p>x</p></textarea>ok', 'ok'],
  ];
  it.each(hostile)('cleans %j', (input, output) => {
    expect(cleanMailHtml(input)).toBe(output);
  });

  it('stays fast on a long hostile message', () => {
    const big =
      '<a href="'.repeat(20_000) +
      '<p title="'.repeat(5_000) +
      '</'.repeat(5_000) +
      '<pre>' +
      ' '.repeat(20_000);
    const started = performance.now();
    cleanMailHtml(big);
    mailText(big);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});

describe('the text part of a mail', () => {
  it('puts blocks on lines of their own, list items with a dash, links as text (url)', () => {
    expect(
      mailText(
        '<p>Dear&nbsp;Ms&nbsp;Chen,</p><p>Our    rates:\n <a href="https://x.example/r">rates</a></p>' +
          '<ul><li>Sea</li><li>Air &amp; road</li></ul><p>Line<br>break</p><p><a href="mailto:a@x.example">a@x.example</a></p>' +
          '<script>hidden()</script>',
      ),
    ).toBe(
      'Dear Ms Chen,\n\nOur rates: rates (https://x.example/r)\n\n- Sea\n- Air & road\n\nLine\nbreak\n\na@x.example',
    );
  });

  it('decodes entities, named and numeric; an impossible one becomes the replacement character', () => {
    expect(decodeEntities('&amp;&lt;&gt;&quot;&#39;&#x263A;&hellip;&unknown;&#0;&#xD800;')).toBe(
      '&<>"\'\u263a\u2026&unknown;\ufffd\ufffd',
    );
    expect(mailText('<pre>  keep\n  spaces</pre>')).toBe('keep\n  spaces');
  });
});
