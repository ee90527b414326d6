import { describe, expect, it } from '@jest/globals';
import { sanitizeRichText } from './rich-text.js';

describe('sanitizeRichText', () => {
  it('keeps the allowed text markup as it is', () => {
    const html =
      '<h2>Teig</h2><p>Mit <strong>Zeit</strong>, <em>Ruhe</em> und <u>Liebe</u><br /></p><ul><li>Mehl</li></ul><blockquote>Zitat</blockquote>';
    expect(sanitizeRichText(html)).toBe(
      '<h2>Teig</h2><p>Mit <strong>Zeit</strong>, <em>Ruhe</em> und <u>Liebe</u><br /></p><ul><li>Mehl</li></ul><blockquote>Zitat</blockquote>',
    );
  });

  it.each([
    ['<p>a<script>alert(1)</script>b</p>', '<p>ab</p>'],
    ['<img src=x onerror=alert(1)>text', 'text'],
    ['<p onclick="alert(1)" style="color:red">x</p>', '<p>x</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<svg onload=alert(1)><circle/></svg>ok', 'ok'],
    ['<div style="width: expression(alert(1))">x</div>', 'x'],
    ['<style>p{background:url(javascript:alert(1))}</style><p>x</p>', '<p>x</p>'],
    ['<iframe src="https://evil.example"></iframe>x', 'x'],
    ['<h1>Titel</h1><h5>klein</h5>', 'Titelklein'],
    [
      '<a href="https://a.at" target="_blank" rel="opener">a</a>',
      '<a href="https://a.at" target="_blank" rel="noopener noreferrer">a</a>',
    ],
    ['<a href="/shop" target="_top" rel="nofollow">a</a>', '<a href="/shop">a</a>'],
    [
      '<a href="mailto:a@b.at">m</a> <a href="tel:+431">t</a>',
      '<a href="mailto:a@b.at">m</a> <a href="tel:+431">t</a>',
    ],
  ])('%s -> %s', (input, output) => {
    expect(sanitizeRichText(input)).toBe(output);
  });
});
