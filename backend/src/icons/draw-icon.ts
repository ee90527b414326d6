import { type AppIconKind, iconLayout } from '@bestell/domain';
import { sharp } from '../common/index.js';

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/**
 * A square app icon from a logo of any shape: the logo fits inside the padded square, centred, without
 * being cut; transparent around it, or on `background` where the platform wants an opaque icon.
 */
export async function drawIcon(logo: Buffer, kind: AppIconKind, background = '#ffffff'): Promise<Buffer> {
  const { size, padding, opaque } = iconLayout(kind);
  const inner = size - 2 * padding;
  const mark = await sharp(logo)
    .autoOrient()
    .resize(inner, inner, { fit: 'contain', background: TRANSPARENT })
    .png()
    .toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: opaque ? background : TRANSPARENT } })
    .composite([{ input: mark, left: padding, top: padding }])
    .png()
    .toBuffer();
}
