import { describe, expect, it } from 'vitest';
import {
  apiMessages,
  cartMessages,
  catalogMessages,
  errorMessages,
  orderMessages,
  popupTitleForStatus,
  popupTitles,
  sellerMessages,
  successMessages,
  wishlistMessages,
} from './index.js';

describe('popup titles', () => {
  it('keep the spec titles', () => {
    expect(popupTitles).toEqual({
      oops: 'Oops!',
      unauthorized: 'Unauthorized!',
      notFound: 'Not Found!',
      serverError: 'Server Error!',
      error: 'Error!',
      registrationFailed: 'Resgistration Failed!',
      sellerRegistrationFailed: 'Seller Registration Failed!',
      uploadFailed: 'Error uploading!',
      somethingWentWrong: 'Something went wrong!',
      productAdded: 'Product Added!',
    });
  });

  it("title an add-to-cart failure by status, 'Error!' otherwise", () => {
    expect(popupTitleForStatus(401)).toBe('Unauthorized!');
    expect(popupTitleForStatus(404)).toBe('Not Found!');
    expect(popupTitleForStatus(500)).toBe('Server Error!');
    expect(popupTitleForStatus(409)).toBe('Error!');
    expect(popupTitleForStatus(undefined)).toBe('Error!');
  });
});

describe('error and success texts', () => {
  it('keep the error texts', () => {
    expect(errorMessages).toEqual({
      somethingWentWrong: 'Something went wrong',
      somethingWentWrongFullStop: 'Something went wrong.',
      checkInternet: 'Please check your Internet Connection',
    });
  });

  it('keep the seven success texts of docs/product.md §8', () => {
    expect(Object.values(successMessages)).toEqual([
      'User Login Successfully !',
      'Registered Successfully!',
      'Product successfully uploaded',
      'Product Added!',
      'Thankyou for your Review!',
      'Item saved to Shopping List',
      'Seller Registration Successful!',
    ]);
  });
});

describe('catalogue texts', () => {
  it('keep the product list and product page texts', () => {
    expect(catalogMessages.noResultTitle).toBe('No Result Found!');
    expect(catalogMessages.noResultText).toBe("We can't find any items matching your Search");
    expect(catalogMessages.adding).toBe('Adding...');
    expect(catalogMessages.outOfStock).toBe('Out of Stock');
    expect(catalogMessages.share).toEqual({ whatsapp: 'Whatsapp', linkedIn: 'LinkedIn', email: 'Email' });
    expect(catalogMessages.off).toBe('% OFF');
  });
});

describe('cart texts', () => {
  it('keep the cart screen texts', () => {
    expect(cartMessages.heading).toBe('Shopping Cart');
    expect(Object.values(cartMessages.columns)).toEqual(['Product Details', 'Price', 'Quantity', 'Total']);
    expect([
      cartMessages.orderSummary,
      cartMessages.totalAmount,
      cartMessages.discount,
      cartMessages.total,
    ]).toEqual(['Order Summary', 'Total Amount', 'Discount', 'Total']);
    expect(cartMessages.checkOut).toBe('Check Out');
    expect(cartMessages.empty).toBe('Ohh... Your cart is empty!');
    expect(cartMessages.shopNow).toBe('Shop Now');
  });

  it('keep the cart popups', () => {
    expect(cartMessages.updateFailedTitle).toBe('Something went wrong!');
    expect(cartMessages.updateFailed).toBe('Cant update cart');
    expect(cartMessages.added).toBe('Product Added!');
    expect(cartMessages.viewCart).toBe('View Cart');
    expect(cartMessages.continueShopping).toBe('Continue Shopping');
    expect(cartMessages.checkInternet).toBe('Please check your Internet Connection');
  });
});

describe('order texts', () => {
  it('keep the order history card texts', () => {
    expect(orderMessages).toMatchObject({
      historyHeading: 'Order History',
      orderNumber: 'Order Number',
      orderDate: 'Order Date',
      totalAmount: 'Total Amount',
      viewOrder: 'View Order',
      viewInvoice: 'View Invoice',
      orderStatus: 'Order Status',
      viewProduct: 'View Product',
      buyAgain: 'Buy Again',
      lessProducts: 'Less products',
      noOrders: 'No order Available',
      noOrderFound: 'No Order Found',
    });
  });

  it("count the hidden items: '{n} More products'", () => {
    expect(orderMessages.moreProducts(3)).toBe('3 More products');
    expect(orderMessages.moreProducts(1)).toBe('1 More products');
  });
});

describe('wishlist texts', () => {
  it('keep the saved text', () => {
    expect(wishlistMessages.saved).toBe('Item saved to Shopping List');
  });
});

describe('seller back-office texts', () => {
  it('keep the side tabs', () => {
    expect(Object.values(sellerMessages.tabs)).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Customers',
      'Setting',
    ]);
  });

  it('keep the dashboard texts', () => {
    expect(sellerMessages.dashboard).toMatchObject({
      title: 'Dashboard Overview',
      totalSales: 'Total Sales',
      totalOrders: 'Total Orders',
      totalProducts: 'Total Products',
      totalCustomers: 'Total Customers',
      fromLastMonth: 'from last month',
      recentOrders: 'Recent Orders',
      noRecentOrders: 'No recent orders found.',
      topProducts: 'Top Products',
      recentReviews: 'Recent Reviews',
      error: 'Something went wrong',
    });
    expect(Object.values(sellerMessages.dashboard.columns)).toEqual([
      'Order ID',
      'Customer',
      'Amount',
      'Status',
    ]);
  });

  it('keep the product list texts', () => {
    const products = sellerMessages.products;
    expect(products.title).toBe('Products');
    expect(products.addNew).toBe('Add New Product');
    expect(products.allCategory).toBe('all category');
    expect(Object.values(products.statusFilter)).toEqual(['in stock', 'low stock', 'out of stock']);
    expect(Object.values(products.columns)).toEqual([
      'Product',
      'Category',
      'Stock',
      'Visibility',
      'Price',
      'Status',
      'Actions',
    ]);
    expect(products.empty).toBe('Nothing to Display');
    expect(products.loading).toBe('Loading...');
    expect([products.previous, products.next]).toEqual(['Previous', 'Next']);
  });

  it("count the rows shown: 'Showing {start} to {end} of {total} results'", () => {
    expect(sellerMessages.products.showing(11, 20, 42)).toBe('Showing 11 to 20 of 42 results');
  });
});

describe('API messages', () => {
  it('keep the texts fixed by the contract', () => {
    expect(apiMessages).toMatchObject({
      noToken: 'Access denied. No token provided.',
      tokenExpired: 'Token expired',
      invalidCredentials: 'Invalid Credentials',
      alreadyRegistered: "You're already registered. Try logging in.",
      productNotFound: 'Product not found',
      sellerExists: 'Seller with this user ID or email address already exists.',
      productAdded: 'Product Added!',
      internal: 'Something went wrong. Please try again later.',
    });
  });

  it('reuse the spec texts the clients show on success', () => {
    expect(apiMessages.loginSuccess).toBe(successMessages.login);
    expect(apiMessages.reviewSubmitted).toBe(successMessages.review);
    expect(apiMessages.wishlistSaved).toBe(successMessages.wishlistSaved);
    expect(apiMessages.sellerRegistered).toBe(successMessages.sellerRegistered);
  });

  it('name the product that lacks stock', () => {
    expect(apiMessages.notEnoughStock('Blue Shirt')).toBe('Not enough stock for Blue Shirt');
  });
});
