import { describe, expect, it } from 'vitest';
import {
  anyOrderStatuses,
  FINAL_ORDER_STATUS,
  INITIAL_ORDER_STATUS,
  isAnyOrderStatus,
  isCancellable,
  isOrderStatus,
  isStepDone,
  nextOrderStatus,
  orderStatuses,
  orderStatusIndex,
  orderStatusTone,
  orderSteps,
} from './order-status.js';

describe('order statuses', () => {
  it('are the six statuses of docs/product.md §3, in order and spelt as the spec spells them', () => {
    expect(orderStatuses).toEqual([
      'order placed',
      'order confirmed',
      'processing',
      'shipped',
      'out for delivery',
      'delivered',
    ]);
    expect(INITIAL_ORDER_STATUS).toBe('order placed');
    expect(FINAL_ORDER_STATUS).toBe('delivered');
  });

  it('know their position, -1 for an unknown status', () => {
    expect(orderStatusIndex('order placed')).toBe(0);
    expect(orderStatusIndex('shipped')).toBe(3);
    expect(orderStatusIndex('delivered')).toBe(5);
    expect(orderStatusIndex('Delivered')).toBe(-1);
    expect(orderStatusIndex('cancelled')).toBe(-1);
  });

  it('list cancelled after the six steps for a status filter, and recognise nothing else', () => {
    expect(anyOrderStatuses).toEqual([...orderStatuses, 'cancelled']);
    expect(isAnyOrderStatus('cancelled')).toBe(true);
    expect(isAnyOrderStatus('shipped')).toBe(true);
    expect(isAnyOrderStatus('Cancelled')).toBe(false);
    expect(isAnyOrderStatus(null)).toBe(false);
  });

  it('recognise exactly the six statuses', () => {
    expect(isOrderStatus('out for delivery')).toBe(true);
    expect(isOrderStatus('Shipped')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });

  it('move forward one step at a time and stop after delivered', () => {
    expect(nextOrderStatus('order placed')).toBe('order confirmed');
    expect(nextOrderStatus('out for delivery')).toBe('delivered');
    expect(nextOrderStatus('delivered')).toBeNull();
    expect(nextOrderStatus('lost')).toBeNull();
  });
});

describe('order progress', () => {
  it('marks every step up to and including the current status as done', () => {
    expect(isStepDone('shipped', 'order placed')).toBe(true);
    expect(isStepDone('shipped', 'shipped')).toBe(true);
    expect(isStepDone('shipped', 'out for delivery')).toBe(false);
    expect(orderSteps('processing').map((step) => step.done)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(orderSteps('delivered').every((step) => step.done)).toBe(true);
  });

  it('marks the current step', () => {
    expect(
      orderSteps('shipped')
        .filter((step) => step.current)
        .map((step) => step.status),
    ).toEqual(['shipped']);
  });

  it('marks nothing done for an unknown status', () => {
    expect(isStepDone('lost', 'order placed')).toBe(false);
    expect(isStepDone('delivered', 'lost')).toBe(false);
    expect(orderSteps('lost').some((step) => step.done)).toBe(false);
  });
});

describe('orderStatusTone', () => {
  it('styles delivered as success and every other status as warning', () => {
    expect(orderStatusTone('delivered')).toBe('success');
    for (const status of orderStatuses.slice(0, 5)) expect(orderStatusTone(status)).toBe('warning');
    expect(orderStatusTone('unknown')).toBe('warning');
  });
});

describe('isCancellable', () => {
  it('lets the buyer cancel until the order has shipped', () => {
    expect(['order placed', 'order confirmed', 'processing'].every(isCancellable)).toBe(true);
    expect(['shipped', 'out for delivery', 'delivered', 'cancelled', 'lost'].some(isCancellable)).toBe(false);
  });
});
