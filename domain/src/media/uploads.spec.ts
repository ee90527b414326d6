import { describe, expect, it } from '@jest/globals';
import { checkUpload, parseDataUrl, sniffImageType, uploadAccept, UPLOAD_TYPES } from './uploads.js';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = new TextEncoder().encode('GIF89a....');
const PDF = new TextEncoder().encode('%PDF-1.7\n');
const ZIP = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 20, 0]);
const OLE = new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]);
const MAX = 1024;

describe('uploads', () => {
  it('recognises images by their magic numbers only', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(JPEG)).toBe('image/jpeg');
    expect(sniffImageType(GIF)).toBe('image/gif');
    expect(sniffImageType(PDF)).toBeNull();
    expect(sniffImageType(new Uint8Array([0xff, 0xd8]))).toBeNull();
  });

  it('accepts files whose content fits the extension', () => {
    expect(checkUpload({ name: 'foto.JPG', claimedType: 'image/jpeg', bytes: JPEG }, MAX)).toEqual({
      ok: true,
      extension: 'jpg',
      mimeType: 'image/jpeg',
    });
    expect(checkUpload({ name: 'plan.pdf', claimedType: 'application/pdf', bytes: PDF }, MAX).ok).toBe(true);
    expect(checkUpload({ name: 'brief.docx', claimedType: '', bytes: ZIP }, MAX).mimeType).toBe(UPLOAD_TYPES.docx);
    expect(checkUpload({ name: 'alt.doc', claimedType: '', bytes: OLE }, MAX).ok).toBe(true);
    expect(checkUpload({ name: 'liste.txt', claimedType: 'text/plain', bytes: PDF }, MAX).ok).toBe(true);
    expect(checkUpload({ name: 'empty.zip', claimedType: '', bytes: new Uint8Array([0x50, 0x4b, 5, 6]) }, MAX).ok).toBe(
      true,
    );
  });

  it('takes the extension from the data-URL type when the name has none', () => {
    expect(checkUpload({ name: 'foto', claimedType: 'image/png', bytes: PNG }, MAX)).toMatchObject({
      ok: true,
      extension: 'png',
    });
  });

  it('refuses disguised, unknown, empty and oversized files', () => {
    expect(checkUpload({ name: 'foto.png', claimedType: 'image/png', bytes: JPEG }, MAX).ok).toBe(false);
    expect(checkUpload({ name: 'virus.exe', claimedType: 'image/png', bytes: PNG }, MAX).ok).toBe(false);
    expect(checkUpload({ name: 'noext', claimedType: 'application/x-msdownload', bytes: PNG }, MAX).ok).toBe(false);
    expect(checkUpload({ name: 'a.pdf', claimedType: '', bytes: PNG }, MAX).ok).toBe(false);
    expect(checkUpload({ name: 'a.xlsx', claimedType: '', bytes: PDF }, MAX).ok).toBe(false);
    expect(checkUpload({ name: 'a.xls', claimedType: '', bytes: ZIP }, MAX).ok).toBe(false);
    expect(checkUpload({ name: 'a.txt', claimedType: '', bytes: PNG }, MAX).ok).toBe(false);
    expect(checkUpload({ name: 'a.png', claimedType: '', bytes: new Uint8Array() }, MAX).ok).toBe(false);
    const big = new Uint8Array(MAX + 1);
    big.set(PNG);
    expect(checkUpload({ name: 'a.png', claimedType: '', bytes: big }, MAX).ok).toBe(false);
    expect(checkUpload({ name: 'a.png', claimedType: '', bytes: big.subarray(0, MAX) }, MAX).ok).toBe(true);
  });

  it('parses base64 data URLs and nothing else', () => {
    expect(parseDataUrl('data:image/png;base64,iVBORw0KGgo=')).toEqual({ type: 'image/png', base64: 'iVBORw0KGgo=' });
    expect(parseDataUrl('data:;base64,QUJD')).toEqual({ type: 'application/octet-stream', base64: 'QUJD' });
    expect(parseDataUrl('data:text/plain;charset=utf-8;base64,QUJD')?.type).toBe('text/plain');
    expect(parseDataUrl('data:text/plain,hello')).toBeNull();
    expect(parseDataUrl('https://example.com/a.png')).toBeNull();
    expect(parseDataUrl('data:image/png;base64,###')).toBeNull();
  });

  it('offers images for image steps and the whole list for file steps', () => {
    expect(uploadAccept('image')).toEqual(['.jpg', '.jpeg', '.png', '.gif']);
    expect(uploadAccept('files')).toEqual(expect.arrayContaining(['.pdf', '.docx', '.xlsx', '.odt', '.txt', '.zip']));
  });
});
