import { apiMessages, returnMessages, returnMails } from '@bazaar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signUpVerified } from '../../test-support/auth-helpers.js';
import { cardPayment, codPayment, submitOrder } from '../../test-support/checkout-helpers.js';
import { listProduct, signUpSeller } from '../../test-support/seller-fixtures.js';
import { stockOf } from '../../test-support/shop-fixtures.js';
import { createTestApp, deliveredMails, type TestApp } from '../../test-support/test-app.js';

let t: TestApp;
let seller: { token: string; id: string };
let rival: { token: string; id: string };
let buyer: string;
let stranger: string;
let kurta: string;
let lamp: string;

const BUYER_EMAIL = 'returns-buyer@example.com';
const DAY = 24 * 60 * 60 * 1000;

async function deliveredOrder(lines: { id: string; quantity: number }[], payment: unknown = cardPayment()) {
  const placed = await submitOrder(t.app, buyer, { lines, payment });
  expect(placed.statusCode, placed.body).toBe(201);
  const orderId = placed.json().orderIds[0] as string;
  await moveTo(orderId, 'delivered');
  return orderId;
}

async function moveTo(orderId: string, to: string) {
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

const askReturn = (body: Record<string, unknown>, token = buyer) =>
  post(t.app, '/api/order/return-request', body, token);
const decide = (body: Record<string, unknown>, token = seller.token) =>
  post(t.app, '/api/seller/return-decision', body, token);
const detailOf = async (orderId: string) =>
  (await post(t.app, '/api/order/get-order-details-by-id', { orderId }, buyer)).json().filteredOrderDetails;
const mailsToBuyer = async () => (await deliveredMails(t.app)).filter((mail) => mail.to === BUYER_EMAIL);

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUpSeller(t.app, t.database.db, 'returns-seller@example.com');
  rival = await signUpSeller(t.app, t.database.db, 'returns-rival@example.com');
  buyer = await signUpVerified(t.app, t.database.db, { email: BUYER_EMAIL, name: 'Meera Das' });
  stranger = await signUpVerified(t.app, t.database.db, {
    email: 'returns-other@example.com',
    name: 'Some One',
  });
  kurta = await listProduct(t.app, seller.token, {
    name: 'Cotton Kurta',
    category: 'clothing',
    subCategory: 'shirts',
    brand: 'Others',
    mrpPrice: 1200,
    sellingPrice: 999,
    stock: 20,
  });
  lamp = await listProduct(t.app, seller.token, {
    name: 'Brass Lamp',
    category: 'home & kitchen',
    subCategory: 'household items',
    brand: 'Others',
    mrpPrice: 700,
    sellingPrice: 600,
    stock: 20,
  });
});
afterAll(async () => t.close());

describe('returns', () => {
  let orderId: string;

  it('are for delivered orders only', async () => {
    const placed = await submitOrder(t.app, buyer, { lines: [{ id: lamp, quantity: 1 }] });
    const waiting = placed.json().orderIds[0] as string;
    await moveTo(waiting, 'shipped');
    const res = await askReturn({ orderId: waiting, reason: 'Changed my mind' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(returnMessages.notDelivered);
  });

  it('take some units of a delivered order with a reason, e-mail the buyer and show on the order', async () => {
    orderId = await deliveredOrder([
      { id: kurta, quantity: 2 },
      { id: lamp, quantity: 1 },
    ]);
    const detail = await detailOf(orderId);
    expect(new Date(detail.returnableUntil).getTime()).toBeGreaterThan(Date.now() + 6 * DAY);

    const res = await askReturn({
      orderId: orderId.toUpperCase(),
      reason: 'Size or fit is not right: too tight',
      lines: [{ productId: kurta, quantity: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().returnRequest).toMatchObject({
      status: 'requested',
      reason: 'Size or fit is not right: too tight',
      lines: [{ productId: kurta, productName: 'Cotton Kurta', quantity: 1 }],
    });
    expect((await detailOf(orderId)).returns).toMatchObject([{ status: 'requested' }]);
    expect((await mailsToBuyer()).map((mail) => mail.subject)).toContain(
      returnMails.requestedSubject(orderId.toUpperCase()),
    );
  });

  it('wait one at a time: a second request meanwhile answers 409', async () => {
    const res = await askReturn({ orderId, reason: 'Also the lamp' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(returnMessages.alreadyOpen);
  });

  it('are rejected only with a note for the buyer, and give nothing back then', async () => {
    const bare = await decide({ orderId, approve: false });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ message: returnMessages.noteRequired, field: 'note' });
    const before = await stockOf(t.database.db, kurta);
    const res = await decide({ orderId, approve: false, note: 'The size chart was followed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().returnRequest).toMatchObject({
      status: 'rejected',
      note: 'The size chart was followed',
    });
    expect(await stockOf(t.database.db, kurta)).toBe(before);
    const mail = (await mailsToBuyer()).find(
      (candidate) => candidate.subject === returnMails.rejectedSubject(orderId.toUpperCase()),
    );
    expect(mail?.text).toContain('The size chart was followed');
    const again = await decide({ orderId, approve: true });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(returnMessages.noOpenReturn);
  });

  it('refuse items not in the order and more units than were bought, naming the line', async () => {
    const tooMany = await askReturn({
      orderId,
      reason: 'Damaged',
      lines: [{ productId: kurta, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      message: 'lines[0].quantity: At most 2 can be returned.',
      field: 'lines[0].quantity',
    });
    const other = await askReturn({
      orderId,
      reason: 'Damaged',
      lines: [
        { productId: lamp, quantity: 1 },
        { productId: 'zzzzzzzzzzzzzzzz', quantity: 1 },
      ],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().field).toBe('lines[1].productId');
    const noReason = await askReturn({ orderId, reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(returnMessages.reasonRequired);
    expect((await detailOf(orderId)).returns).toHaveLength(1);
  });

  it('approved: every unit back in stock, the card refunded with the shipping once all came back', async () => {
    const res = await askReturn({ orderId, reason: 'Damaged or defective: the lamp arrived dented' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().returnRequest.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ productId: kurta, quantity: 2 }),
        expect.objectContaining({ productId: lamp, quantity: 1 }),
      ]),
    );
    const [kurtaBefore, lampBefore] = [
      await stockOf(t.database.db, kurta),
      await stockOf(t.database.db, lamp),
    ];
    const decided = await decide({ orderId, approve: true, note: 'Sorry about that' });
    expect(decided.statusCode, decided.body).toBe(200);
    const detail = await detailOf(orderId);
    expect(decided.json().returnRequest).toMatchObject({
      status: 'approved',
      refundStatus: 'refunded',
      refundAmount: detail.grandTotal,
    });
    expect(await stockOf(t.database.db, kurta)).toBe(kurtaBefore + 2);
    expect(await stockOf(t.database.db, lamp)).toBe(lampBefore + 1);
    expect(detail.returns.map((entry: { status: string }) => entry.status)).toEqual(['approved', 'rejected']);
    const nothing = await askReturn({ orderId, reason: 'Again' });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().message).toBe(returnMessages.nothingLeft);
  });

  it('of a cash-on-delivery order record the refund as due to the buyer’s bank, goods only for a part', async () => {
    const cod = await deliveredOrder(
      [
        { id: kurta, quantity: 1 },
        { id: lamp, quantity: 1 },
      ],
      codPayment,
    );
    expect(
      (
        await askReturn({
          orderId: cod,
          reason: 'No longer needed',
          lines: [{ productId: lamp, quantity: 1 }],
        })
      ).statusCode,
    ).toBe(201);
    const decided = await decide({ orderId: cod, approve: true });
    expect(decided.json().returnRequest).toMatchObject({ refundStatus: 'due', refundAmount: 600 });
    const mail = (await mailsToBuyer()).find(
      (candidate) => candidate.subject === returnMails.approvedSubject(cod.toUpperCase()),
    );
    expect(mail?.text).toContain('₹600 will be paid to your bank account');
  });

  it('close 7 days after delivery, and never open for a cancelled order', async () => {
    const late = await deliveredOrder([{ id: lamp, quantity: 1 }]);
    await t.database.db
      .updateTable('orders')
      .set({ deliveryDate: new Date(Date.now() - 8 * DAY).toISOString() })
      .where('id', '=', late)
      .execute();
    const res = await askReturn({ orderId: late, reason: 'Damaged' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(returnMessages.windowClosed(7));
    expect((await detailOf(late)).returnableUntil).toBeUndefined();

    const placed = await submitOrder(t.app, buyer, { lines: [{ id: lamp, quantity: 1 }] });
    const cancelled = placed.json().orderIds[0] as string;
    expect((await post(t.app, '/api/order/cancel-order', { orderId: cancelled }, buyer)).statusCode).toBe(
      200,
    );
    const refused = await askReturn({ orderId: cancelled, reason: 'Damaged' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(returnMessages.cancelled);
  });

  it('belong to the order’s buyer and seller only', async () => {
    const orderIdOfOthers = await deliveredOrder([{ id: lamp, quantity: 1 }]);
    const byStranger = await askReturn({ orderId: orderIdOfOthers, reason: 'Mine now' }, stranger);
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json().message).toBe(apiMessages.orderNotFound);
    expect((await askReturn({ orderId: orderIdOfOthers, reason: 'Damaged' })).statusCode).toBe(201);
    const byRival = await decide({ orderId: orderIdOfOthers, approve: true }, rival.token);
    expect(byRival.statusCode).toBe(404);
    const byBuyer = await decide({ orderId: orderIdOfOthers, approve: true }, buyer);
    expect(byBuyer.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/seller/orders',
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const row = (list.json().orders as { orderId: string; returns?: unknown[] }[]).find(
      (order) => order.orderId === orderIdOfOthers,
    );
    expect(row?.returns).toMatchObject([{ status: 'requested', reason: 'Damaged' }]);
  });

  it('asked for at the same moment make one request, the others 409', async () => {
    const once = await deliveredOrder([{ id: kurta, quantity: 1 }]);
    const replies = await Promise.all(
      Array.from({ length: 6 }, () => askReturn({ orderId: once, reason: 'Damaged or defective' })),
    );
    expect(replies.map((res) => res.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    expect((await detailOf(once)).returns).toHaveLength(1);
  });

  it('decided twice at the same moment give the units back once', async () => {
    const twice = await deliveredOrder([{ id: kurta, quantity: 1 }]);
    expect((await askReturn({ orderId: twice, reason: 'Damaged' })).statusCode).toBe(201);
    const before = await stockOf(t.database.db, kurta);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => decide({ orderId: twice, approve: true })),
    );
    expect(replies.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await stockOf(t.database.db, kurta)).toBe(before + 1);
  });
});
