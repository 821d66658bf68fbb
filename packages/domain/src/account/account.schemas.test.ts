import { describe, expect, it } from 'vitest';
import { UpdateProfileSchema } from './account.schemas.js';
import { messageAt, messagesOf, parsed } from '../shared/test-helpers.js';

describe('UpdateProfileSchema (POST /api/user/update-profile)', () => {
  const profile = {
    id: 'u1',
    name: ' Asha ',
    email: 'Asha@Example.com',
    phoneNumber: '+9198765432',
    address: ' 12 MG Road ',
    profilePic: '/media/a.webp',
    userType: 'seller',
    cartCount: 4,
    password: 'x',
  };

  it('keeps only the editable fields (and the e-mail, for the API to compare)', () => {
    expect(parsed(UpdateProfileSchema, profile)).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phoneNumber: '+9198765432',
      address: '12 MG Road',
      profilePic: '/media/a.webp',
    });
  });

  it('accepts a phone of at most 11 characters', () => {
    expect(parsed(UpdateProfileSchema, { phoneNumber: '12345678901' }).phoneNumber).toBe('12345678901');
    expect(parsed(UpdateProfileSchema, { phoneNumber: 9876543210 }).phoneNumber).toBe('9876543210');
    expect(messagesOf(UpdateProfileSchema, { phoneNumber: '123456789012' })).toEqual([
      'Phone Number must be at most 11 characters',
    ]);
  });

  it('refuses a phone number with letters or other signs, naming the field', () => {
    for (const phoneNumber of ['98abc-xyz', 'abc', '98765+4321', '+', '98--', '(987) 654']) {
      expect(messagesOf(UpdateProfileSchema, { phoneNumber })).toEqual([
        'Phone Number may contain only digits, spaces, hyphens and a leading +',
      ]);
    }
    for (const phoneNumber of ['+9198765432', '98765 43210', '98765-43210', '9876543210']) {
      expect(parsed(UpdateProfileSchema, { phoneNumber }).phoneNumber).toBe(phoneNumber);
    }
  });

  it('reads null and absent fields as unchanged and lets blank text clear a field', () => {
    expect(
      parsed(UpdateProfileSchema, { name: null, address: null, profilePic: null, phoneNumber: null }),
    ).toEqual({});
    expect(parsed(UpdateProfileSchema, { address: '', phoneNumber: '' })).toEqual({
      address: '',
      phoneNumber: '',
    });
  });

  it('refuses a blank name and a malformed e-mail', () => {
    expect(messageAt(UpdateProfileSchema, { name: '  ' }, 'name')).toBe('Name is required!');
    expect(messageAt(UpdateProfileSchema, { email: 'asha@' }, 'email')).toBe('Invalid email format');
  });
});
