import { describe, expect, it } from '@jest/globals';
import { internalPath, linkKind, type LinkKind } from './link-target.js';

// Issue 36 item 3: what leads to another host is never an in-app router link.
describe('link targets', () => {
  it.each<[string, LinkKind, string | null]>([
    // In the app.
    ['/ok/path', 'internal', '/ok/path'],
    ['/', 'internal', '/'],
    ['shop', 'internal', '/shop'],
    ['store/wien?tab=1#karte', 'internal', '/store/wien?tab=1#karte'],
    ['/ok/path//deeper', 'internal', '/ok/path//deeper'],
    ['/ok\\path', 'internal', '/ok\\path'],
    ['\\shop', 'internal', '/shop'],
    ['  /ok/path  ', 'internal', '/ok/path'],
    ['\t/ok/path\n', 'internal', '/ok/path'],
    // Another host: protocol-relative with slashes or backslashes.
    ['//evil.example', 'external', null],
    ['/\\evil.example', 'external', null],
    ['\\/evil.example', 'external', null],
    ['/\\\\evil', 'external', null],
    ['\\\\evil', 'external', null],
    ['///evil.example', 'external', null],
    // ... behind what a browser drops: leading spaces and controls, tabs and line breaks inside.
    [' //evil.example', 'external', null],
    ['\u0000//evil.example', 'external', null],
    ['\u001f/\\evil.example', 'external', null],
    ['/\t/evil.example', 'external', null],
    ['/\n\\evil.example', 'external', null],
    ['\r\n//evil.example', 'external', null],
    // Schemes.
    ['https://evil.example', 'external', null],
    ['javascript:alert(1)', 'external', null],
    [' JavaScript:alert(1)', 'external', null],
    ['java\tscript:alert(1)', 'external', null],
    ['mailto:a@b.at', 'external', null],
  ])('%j is %s, router path %j', (target, kind, path) => {
    expect(linkKind(target)).toBe(kind);
    expect(internalPath(target)).toBe(path);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'blank'],
    ['/a b', 'a space inside'],
    ['/a\u0000b', 'NUL inside'],
    ['\u0001/ok', 'a leading control character'],
    ['/ok\u007f', 'DEL'],
    ['/o\u00a0k', 'a no-break space inside'],
    ['/\u2028ok', 'line separator'],
  ])('%j (%s) is no router path', (target) => {
    expect(internalPath(target)).toBeNull();
  });
});
