import { orderStatuses } from '@bazaar/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderTracker } from './order-tracker';

const labels = ['Order Placed', 'Order Confirmed', 'Processing', 'Shipped', 'Out for Delivery', 'Delivered'];

function stepStates() {
  const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
  // Each step reads its label and its state; the step number drawn in the circle is not read.
  return steps.map((step) => step.textContent?.replace(/^\d/, ''));
}

describe('OrderTracker', () => {
  it.each(orderStatuses.map((status, index) => [status, index] as const))(
    'at %s marks every step up to it done and the rest to come',
    (status, index) => {
      render(<OrderTracker status={status} />);
      expect(stepStates()).toEqual(
        labels.map((label, step) =>
          step < index ? `${label}, done` : step === index ? `${label}, current status` : `${label}, to come`,
        ),
      );
      const current = screen.getByRole('listitem', { current: 'step' });
      expect(current).toHaveTextContent(labels[index] ?? '');
    },
  );

  it('shows a cancelled order as cancelled, with no step done', () => {
    render(<OrderTracker status="cancelled" />);
    expect(screen.getByRole('status')).toHaveTextContent('This order is cancelled');
    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
  });
});
