/**
 * Breaks text into lines of at most `width` characters at spaces (receipts, issue 39 item 6). A word is
 * split only when it alone is longer than a line; line breaks in the text (a lettering's lines) are kept.
 * `firstWidth` is the room of the first line when it differs (a hanging indent for the rest).
 */
export function wrapWords(text: string, width: number, firstWidth = width): string[] {
  const lines: string[] = [];
  const room = () => Math.max(1, Math.floor(lines.length === 0 ? firstWidth : width));
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length <= room()) {
        line += ` ${word}`;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      // Only a word longer than the whole line is cut, into full-width pieces.
      while (line.length > room()) {
        const size = room();
        lines.push(line.slice(0, size));
        line = line.slice(size);
      }
    }
    if (line) lines.push(line);
  }
  return lines;
}
