// Checkout step validation UI (spec 5 "Checkout step 1 valid when", "Phone input", "Minimum order",
// "Submit button label"; spec 4/8 failure handling): what the customer sees and when submitting is possible.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { DINE_IN_TEXTS, OWN_TEXTS } from '@bestell/domain';
import { act, cleanup, fireEvent, render, screen, waitFor } from '../../test/render';
import { MemoryRouter } from 'react-router';
import { ApiError } from '../../shared/api/client';
import type { PlacedOrder } from '@bestell/domain';
import type { ApiBranch, ApiProduct, ShopConfig } from '../../shared/api/types';
import { cartStore, emptyCart, type CartLine } from '../../shared/cart/store';
import { CheckoutView, type CheckoutApi } from './CheckoutView';

afterEach(cleanup);

const ALWAYS_OPEN = [{ type: 'daily' as const, date: null, isClosed: false, from: '00:00', to: '00:00' }];

const branch: ApiBranch = {
  id: 'b-1',
  identifier: 'wien',
  name: 'Filiale Wien',
  openingHours: ALWAYS_OPEN,
  isTakeawayEnabled: true,
  isDeliveryEnabled: true,
  isCashEnabled: true,
  isDeliveryPhoneRequired: true,
  isDeliveryAddressRequired: true,
  deliveryAreas: [
    { area: 'Zone A', price: '3.90', tax: '20', free: false, minimumOrderValue: '20.00', zipCodes: ['1010'] },
  ],
} as ApiBranch;

const closedBranch: ApiBranch = { ...branch, id: 'b-2', openingHours: [], isPreorderEnabled: true } as ApiBranch;

const product = (id: string, name: string, price: string): ApiProduct =>
  ({ id, name, price, type: 'simple', unit: 'piece', tax: '10', isEnabled: true }) as ApiProduct;
const cake = product('p-cake', 'Torte', '35.00');
const roll = product('p-roll', 'Semmel', '1.00');
const products = new Map([cake, roll].map((entry) => [entry.id, entry]));

const config = {
  timezone: 'Europe/Vienna',
  currency: 'EUR',
  termsAndConditionsText: '# AGB\n\nEs gilt <script>alert(1)</script> das Gesetz.',
  privacyPolicyText: '',
  privacyPolicy: 'https://example.at/datenschutz',
} as unknown as ShopConfig;

const line = (item: ApiProduct, uid: string): CartLine => ({
  product: { id: item.id, name: item.name, description: null, price: item.price, uid },
  amount: 1,
  unit: 'piece',
  parts: [],
});

function setCart(items: CartLine[], isDelivery = true) {
  cartStore.setState({
    branch: 'wien',
    cart: { ...emptyCart(), items, isDelivery, deliveryArea: 'Zone A' },
    isPanelOpen: false,
  });
}

function renderCheckout(
  options: {
    branch?: ApiBranch;
    api?: Partial<CheckoutApi>;
    onPlaced?: jest.Mock;
    staff?: boolean;
    branches?: ApiBranch[];
  } = {},
) {
  const api: CheckoutApi = {
    placeOrder: jest.fn(async () => ({ uid: 'u', hash: 'h' }) as PlacedOrder),
    upload: jest.fn(async () => ({ id: 'f1', publicHash: 'ph' })),
    ...options.api,
  };
  const onPlaced = options.onPlaced ?? jest.fn();
  render(
    <MemoryRouter>
      <CheckoutView
        branch={options.branch ?? branch}
        config={config}
        tables={[]}
        donatees={[]}
        products={products}
        now={new Date('2026-03-10T10:00:00Z')}
        backPath="/store/wien"
        api={api}
        onPlaced={onPlaced}
        staff={options.staff}
        branches={options.branches}
      />
    </MemoryRouter>,
  );
  return { api, onPlaced };
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement;
function type(id: string, value: string) {
  fireEvent.change(input(id), { target: { value } });
  fireEvent.blur(input(id));
}
function fillStep1() {
  type('co-firstName', 'Maria');
  type('co-lastName', 'Muster');
  type('co-phone', '+43 664 1234567');
  type('co-street', 'Hauptstraße 1');
  type('co-zipCode', '1010');
  type('co-city', 'Wien');
}
function acceptBoth() {
  fireEvent.click(input('co-legalInstructions'));
  fireEvent.click(input('co-privacyPolicy'));
}
// ByRole computes accessible names over the whole antd tree (slow in jsdom); the label's text finds
// the same button.
const submitButton = () => screen.getByText('Bestellung abschicken').closest('button')!;

describe('Checkout steps (spec 5)', () => {
  beforeEach(() => setCart([line(cake, 'l1')]));

  it('shows the phone format message for an invalid number after leaving the field', () => {
    renderCheckout();
    expect(screen.queryByText(/Bitte geben Sie eine gültige Nummer/, { selector: 'p' })).toBeNull();
    type('co-phone', '12ab34');
    expect(input('co-phone').value).toBe('1234');
    expect(
      screen.getByText('Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 an.', { selector: 'p' }),
    ).toBeTruthy();
    expect(input('co-phone').getAttribute('aria-invalid')).toBe('true');
  });

  it('normalises a leading 00 to + when the phone field is left', () => {
    renderCheckout();
    type('co-phone', '0043 664 1234567');
    expect(input('co-phone').value).toBe('+43 664 1234567');
    expect(input('co-phone').getAttribute('aria-invalid')).toBeNull();
  });

  it('takes the national format and shows the number back in its international form (issue 40 item 2)', () => {
    renderCheckout();
    fireEvent.change(input('co-phone'), { target: { value: '0664 1234567' } });
    // A valid national number gets no format hint while it is typed.
    expect(screen.queryByText(/Bitte geben Sie eine gültige Nummer/, { selector: 'p' })).toBeNull();
    fireEvent.blur(input('co-phone'));
    expect(input('co-phone').value).toBe('+43 664 1234567');
    expect(input('co-phone').getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText(/Bitte geben Sie eine gültige Nummer/, { selector: 'p' })).toBeNull();
  });

  it("refuses '+43abc' with the spec's message", () => {
    renderCheckout();
    type('co-phone', '+43abc');
    expect(input('co-phone').value).toBe('+43');
    expect(
      screen.getByText('Bitte geben Sie eine gültige Nummer im Format +43 664 1234567 an.', { selector: 'p' }),
    ).toBeTruthy();
    expect(input('co-phone').getAttribute('aria-invalid')).toBe('true');
  });

  it('enables submitting only when step 1 and the step 3 acceptances are valid', () => {
    renderCheckout();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByText('Bitte vervollständigen Sie zuerst Ihre Kontaktdaten.').length).toBe(2);
    fillStep1();
    expect(screen.queryByText('Bitte vervollständigen Sie zuerst Ihre Kontaktdaten.')).toBeNull();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(input('co-legalInstructions'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(input('co-privacyPolicy'));
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('requires a street with house number when the address is required', () => {
    renderCheckout();
    fillStep1();
    acceptBoth();
    type('co-street', 'Hauptstraße');
    expect(screen.getByText('Bitte geben Sie Straße und Hausnummer an.', { selector: 'p' })).toBeTruthy();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('explains beside the disabled submit button what is missing, before it is pressed (issue 16)', () => {
    renderCheckout();
    const note = () => document.getElementById('co-missing');
    expect(submitButton().getAttribute('aria-describedby')).toBe('co-missing');
    expect(note()!.textContent).toContain('Bitte akzeptieren Sie die AGB.');
    fillStep1();
    acceptBoth();
    expect(note()).toBeNull();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('blocks submitting below the delivery minimum order with the spec text', () => {
    setCart([line(roll, 'l2')]);
    renderCheckout();
    fillStep1();
    acceptBoth();
    expect(
      screen.getAllByText('Sie haben den Mindestbestellwert in Höhe von 20,00 € leider noch nicht erreicht.').length,
    ).toBeGreaterThan(0);
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
  });

  it('blocks submitting while the zip code is outside the chosen delivery area (same domain rule as the server)', () => {
    const zoned = {
      ...branch,
      deliveryAreas: [{ ...branch.deliveryAreas![0]!, zipCodes: ['1070', '1080'] }],
    } as ApiBranch;
    renderCheckout({ branch: zoned });
    fillStep1();
    acceptBoth();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    type('co-zipCode', '1070');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  // Issue 39 item 5: the browser's early check names the branch that delivers there, as the server does.
  it('names the branch that delivers to a zip code this branch does not serve', () => {
    const zoned = {
      ...branch,
      deliveryAreas: [{ ...branch.deliveryAreas![0]!, zipCodes: ['1010'] }],
    } as ApiBranch;
    const neubau = {
      ...branch,
      id: 'b-3',
      name: 'Wien-Neubau',
      isPublic: true,
      deliveryAreas: [{ ...branch.deliveryAreas![0]!, zipCodes: ['1070'] }],
    } as ApiBranch;
    renderCheckout({ branch: zoned, branches: [zoned, neubau] });
    fillStep1();
    acceptBoth();
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    type('co-zipCode', '1070');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);
    expect(
      screen.getAllByText('1070 beliefern wir von Wien-Neubau aus. Bitte bestellen Sie dort.').length,
    ).toBeGreaterThan(0);
  });

  // Issue 40 item 1: the typed zip code picks the area; fee and minimum show beside it, at once.
  it('shows the area of a typed zip code with fee and minimum, or the zip message, while typing', () => {
    const areas = {
      ...branch,
      deliveryAreas: [
        ...branch.deliveryAreas!,
        {
          area: '1060 Mariahilf',
          price: '2.90',
          tax: '20',
          free: false,
          minimumOrderValue: '10.00',
          zipCodes: ['1060'],
        },
      ],
    } as ApiBranch;
    renderCheckout({ branch: areas });
    // No area select: the zip code decides.
    expect(document.getElementById('co-deliveryArea')).toBeNull();
    fireEvent.change(input('co-zipCode'), { target: { value: '1060' } });
    expect(
      screen.getByText('Liefergebiet 1060 Mariahilf · Liefergebühr 2,90 € · Mindestbestellwert 10,00 €'),
    ).toBeTruthy();
    expect(cartStore.getState().cart.deliveryArea).toBe('1060 Mariahilf');
    // The totals follow: 35,00 € cake plus the 2,90 € fee.
    expect(screen.getByText('37,90 €')).toBeTruthy();
    fireEvent.change(input('co-zipCode'), { target: { value: '1100' } });
    expect(document.getElementById('co-zipCode-error')?.textContent).toBe(OWN_TEXTS.deliveryZipNotServed('1100'));
    expect(input('co-zipCode').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/^Liefergebiet 1060/)).toBeNull();
    // Half a zip code is not judged before the field is left.
    fireEvent.change(input('co-zipCode'), { target: { value: '10' } });
    expect(document.getElementById('co-zipCode-error')).toBeNull();
  });

  // Issue 40 item 4: a closed café takes dine-in only for a chosen time.
  it('explains and blocks dine-in at a closed branch until a time is chosen', () => {
    cartStore.setState({
      branch: 'wien',
      cart: { ...emptyCart(), items: [line(cake, 'l1')], isDineIn: true },
      isPanelOpen: false,
    });
    renderCheckout({ branch: { ...closedBranch, isDineInEnabled: true } as ApiBranch });
    expect(screen.getAllByText(DINE_IN_TEXTS.closedPickTime).length).toBeGreaterThan(0);
    acceptBoth();
    expect((screen.getByText('Vorbestellung abschicken').closest('button') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows totals with net and tax per rate from the domain pricing', () => {
    renderCheckout();
    expect(screen.getByText('USt. 10 %')).toBeTruthy();
    expect(screen.getByText('USt. 20 %')).toBeTruthy();
    expect(screen.getByText('38,90 €')).toBeTruthy();
  });

  it('shows the empty-cart text and no submit button without items', () => {
    setCart([]);
    renderCheckout();
    expect(screen.getByText('Keine Produkte im Warenkorb!')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zum Shop' }).getAttribute('href')).toBe('/store/wien');
    expect(screen.queryByRole('button', { name: /abschicken/ })).toBeNull();
  });

  it('offers a preorder when the branch is closed', () => {
    setCart([line(cake, 'l1')], false);
    renderCheckout({ branch: closedBranch });
    expect(screen.getByText('Derzeit haben wir leider geschlossen.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vorbestellung abschicken' })).toBeTruthy();
  });

  it('shows the terms overlay as the server renders it and links the privacy policy externally', async () => {
    const original = globalThis.fetch;
    const urls: string[] = [];
    // The server's answer for GET /api/legal/terms (backend legal.int-spec.ts renders and sanitises it).
    globalThis.fetch = jest.fn(async (url: string) => {
      urls.push(url);
      const data = { kind: 'terms', label: 'AGB', html: '<h1>AGB</h1><p>Es gilt das Gesetz.</p>', url: null };
      return { ok: true, status: 200, json: async () => ({ data }) } as unknown as Response;
    }) as unknown as typeof fetch;
    try {
      renderCheckout();
      expect(screen.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe(
        'https://example.at/datenschutz',
      );
      fireEvent.click(screen.getByRole('button', { name: 'AGB' }));
      await screen.findByRole('heading', { name: 'AGB', level: 1 });
      expect(screen.getByText('Es gilt das Gesetz.')).toBeTruthy();
      expect(urls).toEqual(['/api/legal/terms']);
    } finally {
      globalThis.fetch = original;
    }
  });
});

describe('Checkout submit (spec 4, 8)', () => {
  beforeEach(() => setCart([line(cake, 'l1')]));

  it('sends one fresh Idempotency-Key per attempt and lists server errors at the top with the field marked', async () => {
    const placeOrder = jest
      .fn<CheckoutApi['placeOrder']>()
      .mockRejectedValueOnce(new ApiError(422, [{ message: 'Telefonnummer ungültig.', field: 'phone' }]))
      .mockResolvedValueOnce({ uid: 'u1', hash: 'h1' } as PlacedOrder);
    const onPlaced = jest.fn();
    renderCheckout({ api: { placeOrder }, onPlaced });
    fillStep1();
    acceptBoth();
    await act(async () => fireEvent.click(submitButton()));
    await screen.findByText('Telefonnummer ungültig.', { selector: '.sf-co-server-errors li' });
    expect(input('co-phone').getAttribute('aria-invalid')).toBe('true');
    expect(onPlaced).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(submitButton()));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith({ uid: 'u1', hash: 'h1' }));
    const [firstForm, firstKey] = placeOrder.mock.calls[0]!;
    const [, secondKey] = placeOrder.mock.calls[1]!;
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(secondKey).not.toBe(firstKey);
    expect(firstForm).toMatchObject({
      branch: { id: 'b-1' },
      isDelivery: true,
      deliveryArea: 'Zone A',
      phone: '+436641234567',
      street: 'Hauptstraße 1',
      legalInstructions: true,
      privacyPolicy: true,
      paymentMethod: 'cash',
      voucherCode: null,
      items: [{ product: { id: 'p-cake' }, amount: 1, unit: 'piece', parts: [] }],
    });
  });

  it('uploads pending files first and sends their references instead of data URLs', async () => {
    const pending = { id: 'local-1', name: 'foto.png', dataUrl: 'data:image/png;base64,AAAA', extension: 'png' };
    setCart([{ ...line(cake, 'l1'), parts: [[pending]] }]);
    const upload = jest.fn<CheckoutApi['upload']>().mockResolvedValue({ id: 'f9', publicHash: 'abc', version: 1 });
    const placeOrder = jest.fn<CheckoutApi['placeOrder']>().mockResolvedValue({ uid: 'u', hash: 'h' } as PlacedOrder);
    renderCheckout({ api: { placeOrder, upload } });
    fillStep1();
    acceptBoth();
    await act(async () => fireEvent.click(submitButton()));
    await waitFor(() => expect(placeOrder).toHaveBeenCalled());
    expect(upload).toHaveBeenCalledWith('data:image/png;base64,AAAA', 'foto.png');
    const form = placeOrder.mock.calls[0]![0] as { items: { parts: unknown[] }[] };
    expect(form.items[0]!.parts).toEqual([[{ id: 'f9', publicHash: 'abc', version: 1 }]]);
  });

  it('shows the upload failure text when a file cannot be uploaded', async () => {
    const pending = { id: 'local-2', name: 'riesig.png', dataUrl: 'data:image/png;base64,AAAA' };
    setCart([{ ...line(cake, 'l1'), parts: [[pending]] }]);
    const upload = jest.fn<CheckoutApi['upload']>().mockRejectedValue(new Error('413'));
    const placeOrder = jest.fn<CheckoutApi['placeOrder']>();
    renderCheckout({ api: { placeOrder, upload } });
    fillStep1();
    acceptBoth();
    await act(async () => fireEvent.click(submitButton()));
    await screen.findByText(/Die ausgewählte Datei "riesig.png" kann nicht verarbeitet werden/);
    expect(placeOrder).not.toHaveBeenCalled();
  });
});

describe('Checkout with the voucher method (hydro-ag-voucher)', () => {
  const voucherBranch = { ...branch, isHydroAGVoucherEnabled: true } as ApiBranch;
  beforeEach(() => setCart([line(cake, 'l1')]));
  const choose = (label: string) => fireEvent.click(screen.getByLabelText(label));
  const disabled = () => (submitButton() as HTMLButtonElement).disabled;
  const voucherError = () => document.getElementById('co-voucherCode-error')?.textContent ?? null;

  it('asks for the code only with the voucher method and blocks submitting until the domain rule accepts it', async () => {
    const placeOrder = jest.fn<CheckoutApi['placeOrder']>().mockResolvedValue({ uid: 'u', hash: 'h' } as PlacedOrder);
    renderCheckout({ branch: voucherBranch, api: { placeOrder } });
    fillStep1();
    acceptBoth();
    expect(input('co-voucherCode')).toBeNull();
    expect(disabled()).toBe(false);

    choose('Hydro AG Gutschein');
    expect(screen.getByLabelText('Gutscheincode *')).toBe(input('co-voucherCode'));
    // Step 2 is invalid at once (submit disabled); the message waits until the field was left.
    expect(disabled()).toBe(true);
    expect(voucherError()).toBeNull();
    type('co-voucherCode', '');
    expect(voucherError()).toBe(OWN_TEXTS.voucherCodeRequired);
    expect(voucherError()).toBe('Bitte geben Sie Ihren Gutscheincode an.');
    type('co-voucherCode', 'ab1');
    expect(voucherError()).toBe('Der Gutscheincode ist ungültig (6 bis 32 Buchstaben, Ziffern oder Bindestriche).');
    expect(input('co-voucherCode').getAttribute('aria-invalid')).toBe('true');
    expect(disabled()).toBe(true);
    type('co-voucherCode', 'hag 2024-ab12');
    expect(voucherError()).toBeNull();
    expect(input('co-voucherCode').getAttribute('aria-invalid')).toBeNull();
    expect(disabled()).toBe(false);

    // Back to cash: the field goes away and the typed code is not sent.
    choose('Barzahlung');
    expect(input('co-voucherCode')).toBeNull();
    await act(async () => fireEvent.click(submitButton()));
    await waitFor(() => expect(placeOrder).toHaveBeenCalled());
    expect(placeOrder.mock.calls[0]![0]).toMatchObject({ paymentMethod: 'cash', voucherCode: null });
  });

  it('sends the normalised code as voucherCode and highlights a server error on that field', async () => {
    const placeOrder = jest
      .fn<CheckoutApi['placeOrder']>()
      .mockRejectedValueOnce(new ApiError(422, [{ field: 'voucherCode', message: OWN_TEXTS.voucherCodeInvalid }]))
      .mockResolvedValueOnce({ uid: 'u2', hash: 'h2' } as PlacedOrder);
    const onPlaced = jest.fn();
    renderCheckout({ branch: voucherBranch, api: { placeOrder }, onPlaced });
    fillStep1();
    acceptBoth();
    choose('Hydro AG Gutschein');
    type('co-voucherCode', ' hag 2024-ab12 ');
    await act(async () => fireEvent.click(submitButton()));
    await screen.findByText(OWN_TEXTS.voucherCodeInvalid, { selector: '.sf-co-server-errors li' });
    expect(voucherError()).toBe(OWN_TEXTS.voucherCodeInvalid);
    expect(input('co-voucherCode').getAttribute('aria-invalid')).toBe('true');
    expect(placeOrder.mock.calls[0]![0]).toMatchObject({
      paymentMethod: 'hydro-ag-voucher',
      voucherCode: 'HAG2024-AB12',
      items: [{ product: { id: 'p-cake' }, amount: 1 }],
    });
    expect(onPlaced).not.toHaveBeenCalled();

    await act(async () => fireEvent.click(submitButton()));
    await waitFor(() => expect(onPlaced).toHaveBeenCalledWith({ uid: 'u2', hash: 'h2' }));
  });
});

// Issue 37 item 4: staff place test orders from the storefront.
describe('Checkout: test orders for staff', () => {
  beforeEach(() => setCart([line(cake, 'l1')]));

  it('customers see no Testbestellung switch and send no isTest', async () => {
    const { api } = renderCheckout();
    expect(document.getElementById('co-isTest')).toBeNull();
    expect(screen.queryByText('Testbestellung')).toBeNull();
    fillStep1();
    acceptBoth();
    fireEvent.click(submitButton());
    await waitFor(() => expect(api.placeOrder).toHaveBeenCalled());
    expect((api.placeOrder as jest.Mock).mock.calls[0]![0]).not.toHaveProperty('isTest');
  });

  it("staff on a public branch switch 'Testbestellung' on and the order is sent with isTest", async () => {
    const { api } = renderCheckout({ staff: true, branch: { ...branch, isPublic: true } as ApiBranch });
    const toggle = input('co-isTest');
    expect(toggle.getAttribute('role')).toBe('switch');
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
    fillStep1();
    acceptBoth();
    fireEvent.click(submitButton());
    await waitFor(() => expect(api.placeOrder).toHaveBeenCalled());
    expect((api.placeOrder as jest.Mock).mock.calls[0]![0]).toMatchObject({ isTest: true });
  });

  it('staff on a private branch are told their order is a test order (no switch)', () => {
    renderCheckout({ staff: true, branch: { ...branch, isPublic: false } as ApiBranch });
    expect(document.getElementById('co-isTest')).toBeNull();
    expect(
      screen.getByText('Diese Filiale ist noch nicht öffentlich: Ihre Bestellung wird als Testbestellung aufgegeben.'),
    ).toBeTruthy();
  });
});
