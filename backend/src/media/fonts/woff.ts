import { inflateSync } from 'node:zlib';

/**
 * WOFF 1.0 -> the TrueType/OpenType file inside it (W3C WOFF 1.0 section 4/5): every table inflated when
 * compressed, laid out behind a fresh sfnt directory. The fontconfig bundled with sharp reads TTF but not
 * WOFF, and the @fontsource packages ship only WOFF/WOFF2.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const tag = woff.readUInt32BE(entry);
    const start = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const raw = woff.subarray(start, start + compLength);
    const data = compLength < origLength ? inflateSync(raw) : raw;
    if (data.length !== origLength) throw new Error('Corrupt WOFF table');
    const dir = 12 + i * 16;
    header.writeUInt32BE(tag, dir);
    header.writeUInt32BE(checksum, dir + 4);
    header.writeUInt32BE(offset, dir + 8);
    header.writeUInt32BE(origLength, dir + 12);
    // Tables start on 4-byte boundaries.
    const padded = Buffer.alloc((data.length + 3) & ~3);
    data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  }
  return Buffer.concat([header, ...bodies]);
}
