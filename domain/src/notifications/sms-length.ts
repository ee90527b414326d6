// SMS length rule (GSM 03.38): which alphabet a text needs and how many segments it costs.

/** GSM-7 default alphabet (one septet each). */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** GSM-7 extension table (escape + char: two septets each). */
const GSM7_EXTENDED = '^{}\\[~]|€\f';

export interface SmsLength {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text needs. */
  units: number;
  segments: number;
  /** Units per segment for this text (160/153 GSM-7, 70/67 UCS-2). */
  perSegment: number;
}

/**
 * One segment holds 160 GSM-7 septets or 70 UCS-2 units; a longer text is split into segments of 153 /
 * 67 (the rest is the concatenation header). An extension character counts twice; one character outside
 * GSM-7 switches the whole text to UCS-2, where characters outside the BMP (emoji) take two units.
 */
export function smsLength(text: string): SmsLength {
  let septets = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM7_BASIC.includes(ch)) septets += 1;
    else if (GSM7_EXTENDED.includes(ch)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  const units = gsm ? septets : text.length;
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  const segments = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / multi);
  return { encoding: gsm ? 'GSM-7' : 'UCS-2', units, segments, perSegment: segments > 1 ? multi : single };
}
