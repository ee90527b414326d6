// The screenshot command: paints what the player shows onto a canvas (backgrounds, images, video
// frames, text) and returns a PNG data URL. Media play from same-origin blob: URLs, so the canvas is not
// tainted. A small painter instead of a library: the player's DOM is a few absolutely placed boxes.
const MAX_WIDTH = 960;

function paintText(ctx: CanvasRenderingContext2D, el: Element, origin: DOMRect, scale: number) {
  const style = getComputedStyle(el);
  ctx.fillStyle = style.color;
  ctx.font = `${style.fontWeight} ${parseFloat(style.fontSize) * scale}px ${style.fontFamily}`;
  ctx.textBaseline = 'top';
  for (const node of el.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    ctx.fillText(node.textContent.trim(), (rect.left - origin.left) * scale, (rect.top - origin.top) * scale);
  }
}

export function paintElement(root: HTMLElement): HTMLCanvasElement {
  const origin = root.getBoundingClientRect();
  const scale = Math.min(1, MAX_WIDTH / Math.max(1, origin.width));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(origin.width * scale);
  canvas.height = Math.round(origin.height * scale);
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.fillStyle = getComputedStyle(root).backgroundColor || '#000';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const walk = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') return;
    const rect = el.getBoundingClientRect();
    const x = (rect.left - origin.left) * scale;
    const y = (rect.top - origin.top) * scale;
    const w = rect.width * scale;
    const h = rect.height * scale;
    const bg = style.backgroundColor;
    if (bg && bg !== 'transparent' && !bg.endsWith(', 0)')) {
      ctx.fillStyle = bg;
      ctx.fillRect(x, y, w, h);
    }
    if (el instanceof HTMLImageElement || el instanceof HTMLVideoElement) {
      try {
        ctx.drawImage(el, x, y, w, h);
      } catch {
        // Not decoded yet: leave the background.
      }
      return;
    }
    if (el instanceof HTMLIFrameElement) {
      ctx.fillStyle = '#e7e5e4';
      ctx.fillRect(x, y, w, h);
      return;
    }
    paintText(ctx, el, origin, scale);
    for (const child of el.children) walk(child);
  };
  for (const child of root.children) walk(child);
  return canvas;
}

export function screenshotDataUrl(root: HTMLElement): string {
  return paintElement(root).toDataURL('image/png');
}
