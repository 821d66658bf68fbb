// A registered seller for component tests: the business profile the API answers, bank account number masked.
import type { Seller } from '@bazaar/domain';

export const testSeller: Seller = {
  id: 's1',
  userId: 'u1',
  businessName: 'Rao Traders',
  businessType: 'Retail',
  phoneNumber: '9876543210',
  emailAddress: 'shop@rao.example',
  addressLine1: '12 MG Road',
  city: 'Pune',
  state: 'Maharashtra',
  pinCode: '411001',
  country: 'India',
  panNumber: 'ABCDE1234F',
  gstNumber: '27ABCDE1234F1Z0',
  bankAccountNumber: 'XXXXXX7890',
  bankName: 'State Bank',
  ifscCode: 'SBIN0001234',
};
