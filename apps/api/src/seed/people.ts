// The people of the demo catalogue: the two demo accounts of docs/product.md §6, the sellers who own the products and
// the shoppers who wrote the reviews. Everything here is fiction; e-mail domains are reserved example
// domains, PAN/GST/IFSC numbers only have the right shape.
import { demoAccounts, type Category, type ShippingAddress } from '@bazaar/domain';
import type { NewSellerProfile } from '../modules/sellers/sellers.table.js';

export interface SeedPerson {
  readonly key: string;
  readonly name: string;
  readonly email: string;
  readonly phoneNumber: string;
  readonly address: string;
}

export interface SeedSeller extends SeedPerson {
  readonly profile: Omit<NewSellerProfile, 'userId' | 'createdAt'>;
  /** Categories this seller mostly lists in (the demo seller lists across all of them). */
  readonly categories: readonly Category[];
}

export const guestBuyer: SeedPerson & { readonly shippingAddress: ShippingAddress } = {
  key: 'guest',
  name: demoAccounts.guest.name,
  email: demoAccounts.guest.email,
  phoneNumber: '9876543210',
  address: 'Flat 12B, Sunshine Residency, Koramangala 5th Block, Bengaluru, Karnataka 560095',
  shippingAddress: {
    addressLine1: 'Flat 12B, Sunshine Residency',
    addressLine2: 'Koramangala 5th Block',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    pinCode: '560095',
    isDefaultShippingAddress: true,
  },
};

export const demoSeller: SeedSeller = {
  key: 'seller',
  name: demoAccounts.seller.name,
  email: demoAccounts.seller.email,
  phoneNumber: '9820012345',
  address: '401, Shreeji Arcade, Andheri-Kurla Road, Andheri East, Mumbai, Maharashtra 400093',
  categories: [],
  profile: {
    businessName: 'Bazaar Demo Retail Pvt Ltd',
    businessType: 'Private Limited Company',
    panNumber: 'AABCB1234F',
    gstNumber: '27AABCB1234F1Z8',
    phoneNumber: '9820012345',
    emailAddress: 'accounts@demo-retail.example.com',
    addressLine1: '401, Shreeji Arcade, Andheri-Kurla Road, Andheri East',
    city: 'Mumbai',
    state: 'Maharashtra',
    pinCode: '400093',
    country: 'India',
    websiteUrl: 'https://demo-retail.example.com',
    companyRegistrationNumber: 'U52390MH2019PTC123456',
    tradeLicenseNumber: 'MH-ANDH-2019-004512',
    bankAccountNumber: '50100234567891',
    bankName: 'HDFC Bank',
    ifscCode: 'HDFC0000240',
    socialMediaLinks: 'instagram bazaardemoretail, facebook bazaardemoretail',
  },
};

/** Sellers who own the products the demo seller does not, each with the categories they trade in. */
export const otherSellers: readonly SeedSeller[] = [
  {
    key: 'sharma-electronics',
    name: 'Rakesh Sharma',
    email: 'rakesh.sharma@sharma-electronics.example.com',
    phoneNumber: '9811045678',
    address: 'Shop 14, Nehru Place, New Delhi, Delhi 110019',
    categories: ['electronics', 'home & kitchen', 'others'],
    profile: {
      businessName: 'Sharma Electronics & Gadgets',
      businessType: 'Sole Proprietorship',
      panNumber: 'BQSPS4821K',
      gstNumber: '07BQSPS4821K1Z5',
      phoneNumber: '9811045678',
      emailAddress: 'sales@sharma-electronics.example.com',
      addressLine1: 'Shop 14, Ground Floor, Nehru Place',
      city: 'New Delhi',
      state: 'Delhi',
      pinCode: '110019',
      country: 'India',
      websiteUrl: null,
      companyRegistrationNumber: null,
      tradeLicenseNumber: 'DL-SDMC-2016-118734',
      bankAccountNumber: '918020045123456',
      bankName: 'Axis Bank',
      ifscCode: 'UTIB0000049',
      socialMediaLinks: null,
    },
  },
  {
    key: 'kapoor-fashion',
    name: 'Simran Kapoor',
    email: 'simran.kapoor@kapoor-fashion.example.com',
    phoneNumber: '9872231456',
    address: '22, Ghumar Mandi, Ludhiana, Punjab 141001',
    categories: ['clothing', 'fashion', 'health & beauty'],
    profile: {
      businessName: 'Kapoor Fashion House',
      businessType: 'Partnership Firm',
      panNumber: 'AAKFK7712M',
      gstNumber: '03AAKFK7712M1Z4',
      phoneNumber: '9872231456',
      emailAddress: 'orders@kapoor-fashion.example.com',
      addressLine1: '22, Ghumar Mandi Main Road',
      city: 'Ludhiana',
      state: 'Punjab',
      pinCode: '141001',
      country: 'India',
      websiteUrl: 'https://kapoor-fashion.example.com',
      companyRegistrationNumber: null,
      tradeLicenseNumber: 'PB-LDH-2012-00871',
      bankAccountNumber: '33120100017865',
      bankName: 'Punjab National Bank',
      ifscCode: 'PUNB0331200',
      socialMediaLinks: 'instagram kapoorfashionhouse',
    },
  },
  {
    key: 'annapurna-mart',
    name: 'Lakshmi Narayanan',
    email: 'lakshmi.narayanan@annapurna-mart.example.com',
    phoneNumber: '9845067812',
    address: '88, 9th Cross, Jayanagar 4th Block, Bengaluru, Karnataka 560011',
    categories: ['grocery', 'health & beauty', 'home & kitchen'],
    profile: {
      businessName: 'Annapurna Fresh Mart',
      businessType: 'Sole Proprietorship',
      panNumber: 'CJNPN3390D',
      gstNumber: '29CJNPN3390D1ZV',
      phoneNumber: '9845067812',
      emailAddress: 'hello@annapurna-mart.example.com',
      addressLine1: '88, 9th Cross, Jayanagar 4th Block',
      city: 'Bengaluru',
      state: 'Karnataka',
      pinCode: '560011',
      country: 'India',
      websiteUrl: null,
      companyRegistrationNumber: null,
      tradeLicenseNumber: 'BBMP-JNR-2020-55610',
      bankAccountNumber: '520101045678912',
      bankName: 'Canara Bank',
      ifscCode: 'CNRB0000412',
      socialMediaLinks: null,
    },
  },
  {
    key: 'vidya-books',
    name: 'Subhash Ghosh',
    email: 'subhash.ghosh@vidya-books.example.com',
    phoneNumber: '9830098765',
    address: '17, College Street, Kolkata, West Bengal 700073',
    categories: ['books', 'toys', 'sports', 'others'],
    profile: {
      businessName: 'Vidya Book & Toy Depot',
      businessType: 'Limited Liability Partnership',
      panNumber: 'AAJFV5521R',
      gstNumber: '19AAJFV5521R1ZC',
      phoneNumber: '9830098765',
      emailAddress: 'care@vidya-books.example.com',
      addressLine1: '17, College Street, Boipara',
      city: 'Kolkata',
      state: 'West Bengal',
      pinCode: '700073',
      country: 'India',
      websiteUrl: 'https://vidya-books.example.com',
      companyRegistrationNumber: 'AAF-4417',
      tradeLicenseNumber: null,
      bankAccountNumber: '38291047561',
      bankName: 'State Bank of India',
      ifscCode: 'SBIN0001536',
      socialMediaLinks: 'facebook vidyabooktoydepot',
    },
  },
];

/** Twelve verified shoppers who write the reviews and place the demo seller's orders. */
export const reviewers: readonly (SeedPerson & { readonly shippingAddress: ShippingAddress })[] = [
  ['Aarav Sharma', 'Pune', 'Maharashtra', '411038'],
  ['Priya Iyer', 'Chennai', 'Tamil Nadu', '600040'],
  ['Rohan Mehta', 'Ahmedabad', 'Gujarat', '380015'],
  ['Ananya Reddy', 'Hyderabad', 'Telangana', '500034'],
  ['Vikram Singh', 'Jaipur', 'Rajasthan', '302017'],
  ['Sneha Kulkarni', 'Nagpur', 'Maharashtra', '440010'],
  ['Arjun Nair', 'Kochi', 'Kerala', '682020'],
  ['Kavya Menon', 'Thiruvananthapuram', 'Kerala', '695010'],
  ['Rahul Verma', 'Lucknow', 'Uttar Pradesh', '226010'],
  ['Pooja Patel', 'Surat', 'Gujarat', '395007'],
  ['Aditya Banerjee', 'Kolkata', 'West Bengal', '700029'],
  ['Neha Gupta', 'Noida', 'Uttar Pradesh', '201301'],
].map(([name = '', city = '', state = '', pinCode = ''], index) => {
  const [first = '', last = ''] = name.toLowerCase().split(' ');
  const street = `${100 + index * 17}, ${['MG Road', 'Station Road', 'Park Street', 'Gandhi Nagar'][index % 4]}`;
  return {
    key: `reviewer-${first}-${last}`,
    name,
    email: `${first}.${last}@example.com`,
    phoneNumber: `9${String(812345670 + index * 7919).padStart(9, '0')}`,
    address: `${street}, ${city}, ${state} ${pinCode}`,
    shippingAddress: {
      addressLine1: street,
      addressLine2: '',
      country: 'India',
      state,
      city,
      pinCode,
      isDefaultShippingAddress: false,
    },
  };
});

/** Every e-mail the demo seed creates: when the demo seller's exists, the seed has already run. */
export const seedEmails = [guestBuyer, demoSeller, ...otherSellers, ...reviewers].map(
  (person) => person.email,
);
