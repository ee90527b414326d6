const TRANSLITERATION: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * Slug rule (spec 5): lowercase, umlauts transliterated (ae, oe, ue, ss), underscores and spaces to
 * hyphens, other characters dropped, repeated hyphens collapsed, trailing hyphen removed. A leading
 * hyphen is kept because the spec only removes trailing ones.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => TRANSLITERATION[letter]!)
    .replace(/[_\s]/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/-+$/, '');
}
