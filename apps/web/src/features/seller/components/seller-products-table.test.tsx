import type { ProductVariant, SellerProductRow } from '@bazaar/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../../test/render';
import { SellerProductsTable } from './seller-products-table';

function row(overrides: Partial<SellerProductRow>): SellerProductRow {
  return {
    _id: 'p1',
    name: 'Product',
    image: [],
    category: 'fashion',
    stock: 25,
    isHide: false,
    isDraft: false,
    price: 1999,
    mrpPrice: 2999,
    sellingPrice: 1999,
    ...overrides,
  };
}

function variant(
  sku: string,
  options: ProductVariant['options'],
  stock: number,
  price: number,
): ProductVariant {
  return { id: sku, sku, options, stock, mrpPrice: price + 100, sellingPrice: price, image: null };
}

function cellsOf(name: string) {
  return within(screen.getByRole('row', { name: new RegExp(name) }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('SellerProductsTable', () => {
  it("shows a product with variants 'from' its lowest price, with their count and summed stock (issue 20)", () => {
    const rows = [
      row({
        _id: 't1',
        name: 'Cotton Tee',
        stock: 12,
        price: 499,
        variants: [
          variant('TEE-M', { size: 'M' }, 3, 549),
          variant('TEE-S', { size: 'S' }, 9, 499),
          variant('TEE-L', { size: 'L' }, 0, 599),
        ],
      }),
      row({
        _id: 'h1',
        name: 'Phone Case',
        stock: 5,
        price: 299,
        variants: [
          variant('CASE-RED', { colour: 'Red', size: 'M' }, 2, 299),
          variant('CASE-BLUE', { colour: 'Blue', size: 'M' }, 3, 349),
        ],
      }),
      row({ _id: 'k1', name: 'Paper Kite', stock: 40, price: 200, variants: [] }),
    ];
    renderWithRouter(
      <SellerProductsTable
        rows={rows}
        loading={false}
        onToggle={() => undefined}
        onDelete={() => undefined}
      />,
    );
    // Stock reads the variants' sum with their count under it: '12', then '3 sizes'.
    expect(screen.getByText('3 sizes')).toBeInTheDocument();
    expect(cellsOf('Cotton Tee').slice(1, 6)).toEqual(['fashion', '123 sizes', '', 'from ₹499', 'Low Stock']);
    expect(screen.getByText('2 variants')).toBeInTheDocument();
    expect(cellsOf('Phone Case').slice(2, 5)).toEqual(['52 variants', '', 'from ₹299']);
    expect(cellsOf('Paper Kite').slice(2, 6)).toEqual(['40', '', '₹200', 'In Stock']);
  });
});
