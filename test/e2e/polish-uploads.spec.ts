// Issue 40 item 7: the photo cake's rules ('mindestens 1000 x 1000 Pixel', JPG or PNG) hold when the
// file is chosen (message beside the file, the file not taken) and again on the server.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { PART_FILE_TEXTS, STOREFRONT_TEXTS } from '@bestell/domain';
import { axe, shoot } from './support/page-checks.js';
import { checkoutOrder, postOrder } from './support/orders.js';
import { expect, test } from './support/test.js';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#d9822b' } })
    .png()
    .toBuffer();

const visible = (locator: ReturnType<Page['locator']>, timeout = 15_000) =>
  expect(locator.first()).toBeVisible({ timeout });

test('the photo cake refuses 200 x 150 and a broken file at selection and takes 1200 x 1200', async ({
  page,
  app: { base, fixtures },
  admin,
}) => {
  const cake = fixtures.products.photoCake;
  const product = await admin.get(`/api/products/${cake.id}`);
  const original = product.config;
  // The fixture's 'Foto' step gets the rules the demo's photo cake states in its text.
  await admin.put(`/api/products/${cake.id}`, {
    config: {
      parts: [
        {
          ...original.parts[0],
          description: 'JPG oder PNG, mindestens 1000 x 1000 Pixel.',
          minimumWidth: 1000,
          minimumHeight: 1000,
          allowedExtensions: ['jpg', 'png'],
        },
      ],
    },
  });
  try {
    await page.setViewportSize(PHONE);
    await page.goto(`${base}/store/${fixtures.open.identifier}`);
    await page.getByRole('button', { name: /^Fototorte/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Fototorte' });
    await visible(dialog.getByText('JPG oder PNG, mindestens 1000 x 1000 Pixel.'));
    const input = dialog.locator('input[type=file]');
    const step = dialog.locator('fieldset', { has: page.locator('input[type=file]') });
    // The chooser offers only the step's types.
    expect(await input.getAttribute('accept')).toBe('.jpg,.jpeg,.png');
    const chosen = dialog.locator('.sf-upload__list li');
    const addToCart = dialog.getByRole('button', { name: 'In den Warenkorb' });

    // 200 x 150: the message sits in the step beside the picker, nothing is taken, the cart stays empty.
    await input.setInputFiles({ name: 'klein.png', mimeType: 'image/png', buffer: await png(200, 150) });
    const tooSmall = PART_FILE_TEXTS.tooSmall('klein.png', 200, 150, '1000 x 1000 Pixel');
    await visible(step.getByRole('alert').filter({ hasText: tooSmall }));
    await expect(chosen).toHaveCount(0);
    await axe(page, 'polish-uploads-too-small');
    await shoot(page, 'polish-uploads-too-small', [PHONE, DESKTOP], { fullPage: false });
    await addToCart.click();
    await visible(dialog.getByRole('alert').filter({ hasText: 'Bitte wählen Sie „Foto“ aus.' }));
    await expect(page.getByText('Produkt zum Warenkorb hinzugefügt.')).toHaveCount(0);
    await expect(dialog).toBeVisible();

    // A file that is not an image (random bytes named .jpg), and one with a JPEG header but no picture.
    await input.setInputFiles({
      name: 'zufall.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('kein Bild, nur Text'),
    });
    await visible(step.getByRole('alert').filter({ hasText: STOREFRONT_TEXTS.uploadFailed('zufall.jpg') }));
    const jpegHeaderOnly = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(600, 7)]);
    await input.setInputFiles({ name: 'kaputt.jpg', mimeType: 'image/jpeg', buffer: jpegHeaderOnly });
    await visible(step.getByRole('alert').filter({ hasText: STOREFRONT_TEXTS.uploadFailed('kaputt.jpg') }));
    await expect(chosen).toHaveCount(0);
    await shoot(page, 'polish-uploads-broken', [PHONE, DESKTOP], { fullPage: false });

    // A GIF is an image, but not one of this step's types.
    const gif = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#36c' } })
      .gif()
      .toBuffer();
    await input.setInputFiles({ name: 'bunt.gif', mimeType: 'image/gif', buffer: gif });
    await visible(step.getByRole('alert').filter({ hasText: PART_FILE_TEXTS.wrongType('bunt.gif', ['jpg', 'png']) }));

    // 1200 x 1200: taken, the message gone, and the cake goes into the cart.
    await input.setInputFiles({ name: 'gross.png', mimeType: 'image/png', buffer: await png(1200, 1200) });
    await expect(chosen).toHaveCount(1);
    await expect(chosen).toContainText('gross.png');
    await expect(step.getByRole('alert')).toHaveCount(0);
    await shoot(page, 'polish-uploads-accepted', [PHONE, DESKTOP], { fullPage: false });
    await addToCart.click();
    await visible(page.getByText('Produkt zum Warenkorb hinzugefügt.'));
    await expect(dialog).toHaveCount(0);

    // The server refuses the same small photo on the order, whoever skips the dialog.
    const small = await fetch(`${base}/api/uploads`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'klein.png',
        data: `data:image/png;base64,${(await png(200, 150)).toString('base64')}`,
      }),
    });
    expect(small.status).toBe(201);
    const upload = (await small.json()).data;
    const order = await postOrder(
      base,
      checkoutOrder(fixtures.open.id, [
        { product: { id: cake.id }, amount: 1, parts: [[{ id: upload.id, publicHash: upload.publicHash }]] },
      ]),
    );
    expect(order.status).toBe(422);
    expect((await order.json()).errors).toContainEqual({ field: 'items.0.parts.0', message: tooSmall });
  } finally {
    await admin.put(`/api/products/${cake.id}`, { config: original });
  }
});
