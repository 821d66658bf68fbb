import { apiMessages, financialYearOf } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signUpVerified } from '../../test-support/auth-helpers.js';
import { address, cardPayment, codPayment, submitOrder } from '../../test-support/checkout-helpers.js';
import { pdfText } from '../../test-support/pdf-text.js';
import { listProduct, signUpSeller } from '../../test-support/seller-fixtures.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let seller: { token: string; id: string };
let buyer: string;
let stranger: string;
let tshirt: string;
let earbuds: string;
let mug: string;

const year = () => financialYearOf(new Date());
const invoiceOf = (orderId: string, token: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/order/${orderId}/invoice`,
    headers: { authorization: `Bearer ${token}` },
  });

/** Whether the buyer's order history offers the order's invoice (the spec's `isInvoiceUploaded`). */
async function invoiceShownInHistory(orderId: string): Promise<boolean | undefined> {
  const res = await post(t.app, '/api/order/get-all-order', undefined, buyer);
  const orders = res.json().ordersArr as { orderId: string; isInvoiceUploaded: boolean }[];
  return orders.find((entry) => entry.orderId === orderId)?.isInvoiceUploaded;
}

/** Moves an order on to `to` as its seller, step by step (with a carrier and tracking number for shipping). */
async function advanceTo(orderId: string, to: 'shipped' | 'delivered') {
  const steps = ['order confirmed', 'processing', 'shipped', 'out for delivery', 'delivered'];
  for (const status of steps.slice(0, steps.indexOf(to) + 1)) {
    const res = await post(
      t.app,
      '/api/seller/order-status',
      {
        orderId,
        orderStatus: status,
        ...(status === 'shipped' ? { carrier: 'Delhivery', trackingNumber: 'DL1234567890' } : {}),
      },
      seller.token,
    );
    expect(res.statusCode, res.body).toBe(200);
  }
}

async function order(
  lines: { id: string; quantity: number }[],
  options: { state?: string; card?: boolean } = {},
) {
  const res = await submitOrder(t.app, buyer, {
    lines,
    shippingAddress: { ...address, ...(options.state ? { state: options.state } : {}) },
    payment: options.card ? cardPayment() : codPayment,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().orderIds[0] as string;
}

beforeAll(async () => {
  t = await createTestApp();
  // Rao Traders is registered in Karnataka (the fixture's business).
  seller = await signUpSeller(t.app, t.database.db, 'invoices-seller@example.com');
  buyer = await signUpVerified(t.app, t.database.db, { email: 'meera@example.com', name: 'Meera Das' });
  stranger = await signUpVerified(t.app, t.database.db, { email: 'someone@example.com', name: 'Some One' });
  tshirt = await listProduct(t.app, seller.token, {
    name: 'Cotton Crew T-shirt',
    brand: 'Others',
    category: 'clothing',
    subCategory: 't-shirts',
    mrpPrice: 999,
    sellingPrice: 899.5,
    stock: 50,
  });
  earbuds = await listProduct(t.app, seller.token, {
    name: 'Wireless Earbuds',
    brand: 'Boat',
    category: 'electronics',
    subCategory: 'headphones',
    mrpPrice: 1500,
    sellingPrice: 1180,
    stock: 50,
  });
  mug = await listProduct(t.app, seller.token, {
    name: 'Steel Mug',
    brand: 'Others',
    category: 'home & kitchen',
    subCategory: 'kitchenware',
    mrpPrice: 400,
    sellingPrice: 300,
    stock: 50,
  });
});
afterAll(async () => t.close());

describe('GET /api/order/:orderId/invoice', () => {
  let firstOrder: string;

  it('is issued when the order ships, not before', async () => {
    firstOrder = await order(
      [
        { id: tshirt, quantity: 2 },
        { id: earbuds, quantity: 1 },
      ],
      { card: true },
    );
    const early = await invoiceOf(firstOrder, buyer);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(apiMessages.invoiceNotYet);
    expect(await invoiceShownInHistory(firstOrder)).toBe(false);
  });

  it('gives the buyer a PDF tax invoice with CGST and SGST within one state, numbered in the seller’s series', async () => {
    await advanceTo(firstOrder, 'shipped');
    expect(await invoiceShownInHistory(firstOrder)).toBe(true);
    const res = await invoiceOf(firstOrder, buyer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`invoice-RAOT-${year()}-000001.pdf`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload).join('\n');
    expect(text).toContain('Tax Invoice');
    expect(text).toContain(`RAOT/${year()}/000001`);
    expect(text).toContain(firstOrder.toUpperCase());
    expect(text).toContain('Rao Traders');
    expect(text).toContain('GSTIN: 29ABCDE1234F');
    expect(text).toContain('Meera Das');
    expect(text).toContain('Cotton Crew T-shirt');
    // ₹899.50 × 2 at 5 %: taxable ₹1,713.33, CGST ₹42.83 + SGST ₹42.84; earbuds ₹1,180 at 18 %: ₹1,000 + 90 + 90
    expect(text).toContain('1,713.33');
    expect(text).toContain('42.83');
    expect(text).toContain('1,000.00');
    expect(text).toContain('CGST');
    expect(text).not.toContain('IGST');
    expect(text).toContain('2,979.00');
    expect(text).toContain('Rupees Two Thousand Nine Hundred Seventy-Nine Only');
    expect(text).toContain('Debit / Credit Card ending 1486');
    // nothing more of the card than its last four digits
    expect(text).not.toContain('4539');
  });

  it('gives the seller the same invoice, and reads the order number in any letter case', async () => {
    const bySeller = await invoiceOf(firstOrder, seller.token);
    expect(bySeller.statusCode).toBe(200);
    expect(pdfText(bySeller.rawPayload).join('\n')).toContain(`RAOT/${year()}/000001`);
    const upper = await invoiceOf(firstOrder.toUpperCase(), buyer);
    expect(upper.statusCode).toBe(200);
    expect(pdfText(upper.rawPayload).join('\n')).toContain(`RAOT/${year()}/000001`);
  });

  it('is nobody else’s: another shopper, an unknown order and a signed-out visitor get nothing', async () => {
    const other = await invoiceOf(firstOrder, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(apiMessages.orderNotFound);
    expect((await invoiceOf('zzzzzzzzzzzzzzzz', buyer)).statusCode).toBe(404);
    expect((await invoiceOf('../../etc/passwd', buyer)).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/order/${firstOrder}/invoice` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('charges IGST to another state and taxes the shipping with the goods, numbering the next invoice 2', async () => {
    const orderId = await order([{ id: mug, quantity: 1 }], { state: 'Maharashtra' });
    await advanceTo(orderId, 'delivered');
    const res = await invoiceOf(orderId, buyer);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload).join('\n');
    expect(text).toContain(`RAOT/${year()}/000002`);
    expect(text).toContain('IGST');
    expect(text).not.toContain('CGST');
    // a ₹300 mug at 5 % (kitchenware) + ₹30 shipping (10 % below ₹1,000) at the same 5 %
    expect(text).toContain('Shipping charges');
    expect(text).toContain('285.71');
    expect(text).toContain('330.00');
    expect(text).toContain('Rupees Three Hundred Thirty Only');
    expect(text).toContain('Cash On Delivery');
  });

  it('names the size bought and its SKU on the line of a product sold in sizes', async () => {
    const tee = await listProduct(t.app, seller.token, {
      name: 'Graphic Tee',
      brand: 'Others',
      category: 'clothing',
      subCategory: 't-shirts',
      variants: [
        { sku: 'TEE-M', options: { size: 'M' }, stock: 5, mrpPrice: 799, sellingPrice: 499 },
        { sku: 'TEE-L', options: { size: 'L' }, stock: 5, mrpPrice: 799, sellingPrice: 549 },
      ],
    });
    const product = (await t.app.inject({ method: 'GET', url: `/api/product/${tee}` })).json().product as {
      variants: { id: string; sku: string }[];
    };
    const large = product.variants.find((variant) => variant.sku === 'TEE-L')?.id;
    const placed = await submitOrder(t.app, buyer, { lines: [{ id: tee, variantId: large, quantity: 2 }] });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().orderIds[0] as string;
    await advanceTo(orderId, 'shipped');
    const text = pdfText((await invoiceOf(orderId, buyer)).rawPayload).join('\n');
    expect(text).toContain('Graphic Tee (Size: L), SKU TEE-L');
    // 2 × ₹549 at 5 %: taxable ₹1,045.71
    expect(text).toContain('1,045.71');
  });

  it('does not exist for a cancelled order', async () => {
    const orderId = await order([{ id: mug, quantity: 1 }]);
    const cancel = await post(t.app, '/api/order/cancel-order', { orderId }, buyer);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const res = await invoiceOf(orderId, buyer);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(apiMessages.invoiceOfCancelledOrder);
  });

  it('numbers invoices asked for at the same moment one after the other, none reused or skipped', async () => {
    const orders = [await order([{ id: mug, quantity: 1 }]), await order([{ id: tshirt, quantity: 1 }])];
    for (const orderId of orders) await advanceTo(orderId, 'shipped');
    const replies = await Promise.all(
      orders.flatMap((orderId) => Array.from({ length: 4 }, () => invoiceOf(orderId, buyer))),
    );
    const numbers = replies.map((res) => {
      expect(res.statusCode, res.body).toBe(200);
      return /RAOT\/\d{4}-\d{2}\/(\d{6})/.exec(pdfText(res.rawPayload).join('\n'))?.[1];
    });
    // each order keeps one number; together they take 4 and 5 (after the three above)
    expect(new Set(numbers.slice(0, 4)).size).toBe(1);
    expect(new Set(numbers.slice(4)).size).toBe(1);
    expect([numbers[0], numbers[4]].sort()).toEqual(['000004', '000005']);
    const series = await t.database.db
      .selectFrom('invoiceSeries')
      .select('lastSequence')
      .where('sellerId', '=', seller.id)
      .executeTakeFirstOrThrow();
    expect(Number(series.lastSequence)).toBe(5);
  });
});
