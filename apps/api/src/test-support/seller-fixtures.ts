import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../db/database.js';
import { post, signUpVerified } from './auth-helpers.js';
import { multipartBody } from './multipart.js';

/** A complete seller registration form. */
export const business = {
  businessName: 'Rao Traders',
  businessType: 'Retail',
  phoneNumber: '9876543210',
  emailAddress: 'sales@raotraders.in',
  addressLine1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pinCode: '560001',
  country: 'India',
  websiteUrl: 'https://raotraders.in',
  socialMediaLinks: 'instagram raotraders',
  panNumber: 'ABCDE1234F',
  gstNumber: '29ABCDE1234F1ZW',
  companyRegistrationNumber: 'U12345KA2020PTC123456',
  tradeLicenseNumber: '',
  bankAccountNumber: '123456789012',
  bankName: 'State Bank',
  ifscCode: 'sbin0001234',
};

/** Signs up a shopper and registers their business through the API; answers the token and the user id. */
export async function signUpSeller(
  app: FastifyInstance,
  db: Db,
  email: string,
  name = 'Asha Rao',
): Promise<{ token: string; id: string }> {
  const token = await signUpVerified(app, db, { email, name });
  const res = await post(app, '/api/seller/register', { ...business, emailAddress: `sales.${email}` }, token);
  if (res.statusCode !== 201) throw new Error(`seller register failed: ${res.statusCode} ${res.body}`);
  return { token, id: res.json().seller.userId as string };
}

/** A product as the add-product form sends it (rupees), with the given changes. */
export const productForm = (changes: Record<string, unknown> = {}) => ({
  name: 'Galaxy S24',
  brand: 'Samsung',
  category: 'electronics',
  subCategory: 'smartphones',
  description: 'A phone with a good camera.',
  stock: 30,
  mrpPrice: 79999,
  sellingPrice: 74999.5,
  image: [],
  ...changes,
});

/** Uploads `count` small JPEG photos as the seller (POST /api/media/upload); answers their URLs. */
export async function uploadPhotos(app: FastifyInstance, token: string, count = 1): Promise<string[]> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#aa3355' } })
    .jpeg()
    .toBuffer();
  const { payload, headers } = multipartBody(
    Array.from({ length: count }, (_, index) => ({
      field: 'file',
      filename: `photo-${index + 1}.jpg`,
      type: 'image/jpeg',
      data: jpeg,
    })),
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/media/upload',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return (res.json().images as { secure_url: string }[]).map((image) => image.secure_url);
}

/**
 * Lists a product through add-product as the seller and answers its id. A published product needs a photo: when
 * the changes name no `image` (and it is not a draft), one is uploaded first.
 */
export async function listProduct(
  app: FastifyInstance,
  token: string,
  changes: Record<string, unknown> = {},
): Promise<string> {
  const needsPhoto = !('image' in changes) && changes.isDraft !== true;
  const image = needsPhoto ? await uploadPhotos(app, token) : changes.image;
  const res = await post(app, '/api/product/add-product', productForm({ ...changes, image }), token);
  if (res.statusCode !== 201) throw new Error(`add-product: ${res.statusCode} ${res.body}`);
  return res.json().product.id as string;
}
