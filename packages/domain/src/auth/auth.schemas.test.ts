import { describe, expect, it } from 'vitest';
import {
  EmailVerificationSchema,
  ForgetPasswordSchema,
  LoginFormSchema,
  LoginPageFormSchema,
  LoginSchema,
  NewPasswordFormSchema,
  OtpFormSchema,
  RegisterPanelSchema,
  registerFormKind,
  RegisterSchema,
  ResendOtpSchema,
  ResetOtpFormSchema,
  SetPasswordSchema,
  VerifyOtpSchema,
} from '../index.js';
import { messageAt, messagesOf, parsed } from '../shared/test-helpers.js';

describe('LoginSchema (POST /api/auth/login)', () => {
  it('trims and lower-cases the e-mail and keeps the password as typed', () => {
    expect(parsed(LoginSchema, { email: '  Asha@Example.COM ', password: ' secret ' })).toEqual({
      email: 'asha@example.com',
      password: ' secret ',
    });
  });

  it('names each missing field', () => {
    expect(messageAt(LoginSchema, { password: 'x' }, 'email')).toBe('Email is required');
    expect(messageAt(LoginSchema, { email: '  ', password: 'x' }, 'email')).toBe('Email is required');
    expect(messageAt(LoginSchema, { email: 'a@b.co', password: '' }, 'password')).toBe(
      'Password is required',
    );
  });

  it('does not check the e-mail format (an unknown account is a 401)', () => {
    expect(LoginSchema.safeParse({ email: 'not-an-email', password: 'x' }).success).toBe(true);
  });

  it('refuses an oversized password', () => {
    expect(messagesOf(LoginSchema, { email: 'a@b.co', password: 'x'.repeat(129) })).toEqual([
      'Password must be at most 128 characters',
    ]);
  });

  it('drops unknown fields', () => {
    expect(parsed(LoginSchema, { email: 'a@b.co', password: 'x', role: 'admin' })).toEqual({
      email: 'a@b.co',
      password: 'x',
    });
  });
});

describe('LoginFormSchema (simple login form)', () => {
  it("says 'All field are required' first, then '{field} is required' per empty field", () => {
    expect(messagesOf(LoginFormSchema, { email: '', password: '' })).toEqual([
      'All field are required',
      'Email is required',
      'Password is required',
    ]);
    expect(messageAt(LoginFormSchema, { email: '', password: '' }, '')).toBe('All field are required');
    expect(messagesOf(LoginFormSchema, { email: 'a@b.co', password: '' })).toEqual([
      'All field are required',
      'Password is required',
    ]);
  });

  it('counts a whitespace-only e-mail as empty', () => {
    expect(messageAt(LoginFormSchema, { email: '   ', password: 'x' }, 'email')).toBe('Email is required');
  });

  it('accepts filled fields', () => {
    expect(parsed(LoginFormSchema, { email: 'A@B.CO', password: 'pw' })).toEqual({
      email: 'a@b.co',
      password: 'pw',
    });
  });
});

describe('LoginPageFormSchema (generic form check)', () => {
  it('uses the generic messages', () => {
    expect(messageAt(LoginPageFormSchema, { email: '', password: '' }, 'email')).toBe('Email is required!');
    expect(messageAt(LoginPageFormSchema, { email: '', password: '' }, 'password')).toBe(
      'Password is required!',
    );
    expect(messageAt(LoginPageFormSchema, { email: 'nope', password: 'abcdef' }, 'email')).toBe(
      'Invalid email format',
    );
    expect(messageAt(LoginPageFormSchema, { email: 'a@b.co', password: 'abcde' }, 'password')).toBe(
      'Password must be minimun six charactors',
    );
    expect(LoginPageFormSchema.safeParse({ email: 'a@b.co', password: 'abcdef' }).success).toBe(true);
  });
});

const page = {
  name: ' Asha Rao ',
  email: ' Asha@Example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  phoneNumber: '9876543210',
};

describe('RegisterSchema (sign-up page form and its body)', () => {
  it('accepts the five fields, trimming the name and normalising the e-mail', () => {
    expect(parsed(RegisterSchema, page)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      password: 'secret1',
      confirmPassword: 'secret1',
      phoneNumber: '9876543210',
    });
  });

  it('requires all five fields with the spec messages', () => {
    const empty = { name: '', email: '', password: '', confirmPassword: '', phoneNumber: '' };
    expect(messageAt(RegisterSchema, empty, 'name')).toBe('Name is required!');
    expect(messageAt(RegisterSchema, empty, 'email')).toBe('Email is required!');
    expect(messageAt(RegisterSchema, empty, 'password')).toBe('Password is required!');
    expect(messageAt(RegisterSchema, empty, 'confirmPassword')).toBe('Confirm Password is required!');
    expect(messageAt(RegisterSchema, empty, 'phoneNumber')).toBe('Mobile No is required!');
    expect(messageAt(RegisterSchema, {}, 'phoneNumber')).toBe('Mobile No is required!');
  });

  it("refuses a malformed e-mail with 'Email is Not Valid!'", () => {
    for (const email of ['asha', 'asha@', 'asha@example', 'a b@c.de']) {
      expect(messageAt(RegisterSchema, { ...page, email }, 'email')).toBe('Email is Not Valid!');
    }
  });

  it('wants a phone of exactly 10 digits (a JSON number is read as digits)', () => {
    expect(messageAt(RegisterSchema, { ...page, phoneNumber: '98765' }, 'phoneNumber')).toBe(
      'Mobile No Must be 10 digit',
    );
    expect(messageAt(RegisterSchema, { ...page, phoneNumber: '98765432100' }, 'phoneNumber')).toBe(
      'Mobile No Must be 10 digit',
    );
    expect(messageAt(RegisterSchema, { ...page, phoneNumber: '98765abcde' }, 'phoneNumber')).toBe(
      'Mobile No Must be 10 digit',
    );
    expect(parsed(RegisterSchema, { ...page, phoneNumber: 9876543210 }).phoneNumber).toBe('9876543210');
  });

  it('wants both passwords of at least 6 characters', () => {
    const short = { ...page, password: 'abc', confirmPassword: 'abc' };
    expect(messageAt(RegisterSchema, short, 'password')).toBe('Password must be at least 6 characters long!');
    expect(messageAt(RegisterSchema, short, 'confirmPassword')).toBe(
      'Confirm Password must be at least 6 characters long!',
    );
  });

  it('wants the confirmation to match', () => {
    expect(messagesOf(RegisterSchema, { ...page, confirmPassword: 'secret2' })).toEqual([
      'Password and Confirm Password must be the same!',
    ]);
    expect(messageAt(RegisterSchema, { ...page, confirmPassword: 'secret2' }, 'confirmPassword')).toBe(
      'Password and Confirm Password must be the same!',
    );
  });
});

describe('RegisterPanelSchema (sign-up panel form and its body)', () => {
  it('accepts name, e-mail, password and the terms flag', () => {
    expect(
      parsed(RegisterPanelSchema, {
        name: 'Ravi',
        email: 'RAVI@x.in',
        password: 'secret',
        TandC: true,
        userId: 1,
      }),
    ).toEqual({ name: 'Ravi', email: 'ravi@x.in', password: 'secret', TandC: true });
  });

  it("says 'All fields  are required!' for any missing field", () => {
    expect(messagesOf(RegisterPanelSchema, { name: '', email: '', password: '' })).toEqual([
      'All fields  are required!',
      'All fields  are required!',
      'All fields  are required!',
    ]);
    expect(messageAt(RegisterPanelSchema, { name: 'R', email: 'r@x.in' }, 'password')).toBe(
      'All fields  are required!',
    );
  });

  it('applies the generic e-mail and password checks', () => {
    expect(messageAt(RegisterPanelSchema, { name: 'R', email: 'r@', password: 'secret' }, 'email')).toBe(
      'Invalid email format',
    );
    expect(messageAt(RegisterPanelSchema, { name: 'R', email: 'r@x.in', password: 'abc' }, 'password')).toBe(
      'Password must be minimun six charactors',
    );
  });

  it('reads TandC from a boolean or form data', () => {
    const base = { name: 'R', email: 'r@x.in', password: 'secret' };
    expect(parsed(RegisterPanelSchema, { ...base, TandC: 'on' }).TandC).toBe(true);
    expect(parsed(RegisterPanelSchema, { ...base, TandC: false }).TandC).toBe(false);
    expect(parsed(RegisterPanelSchema, base).TandC).toBe(false);
  });
});

describe('registerFormKind', () => {
  it('tells the panel body (with TandC) from the page body', () => {
    expect(registerFormKind({ name: 'R', email: 'r@x.in', password: 'secret', TandC: true })).toBe('panel');
    expect(registerFormKind(page)).toBe('page');
    expect(registerFormKind({})).toBe('page');
    expect(registerFormKind(null)).toBe('page');
  });
});

describe('OTP schemas', () => {
  it('verify an e-mail with a six-digit OTP', () => {
    expect(parsed(EmailVerificationSchema, { otp: '012345', email: ' A@B.co ' })).toEqual({
      otp: '012345',
      email: 'a@b.co',
    });
    expect(parsed(EmailVerificationSchema, { otp: 123456, email: 'a@b.co' }).otp).toBe('123456');
  });

  it("say 'OTP must be Six Digit' at sign-up and login", () => {
    for (const otp of ['', '12345', '1234567', '12a456', undefined]) {
      expect(messageAt(OtpFormSchema, { otp }, 'otp')).toBe('OTP must be Six Digit');
      expect(messageAt(EmailVerificationSchema, { otp, email: 'a@b.co' }, 'otp')).toBe(
        'OTP must be Six Digit',
      );
    }
    expect(messageAt(EmailVerificationSchema, { otp: '123456', email: 'x' }, 'email')).toBe(
      'Invalid email format',
    );
  });

  it('use the reset flow wording in the reset flow', () => {
    const reset = 'OTP must be a 6-digit number. Please enter a valid OTP.';
    expect(messageAt(ResetOtpFormSchema, { otp: '12345' }, 'otp')).toBe(reset);
    expect(messageAt(VerifyOtpSchema, { email: 'a@b.co', otp: 'abcdef' }, 'otp')).toBe(reset);
    expect(parsed(VerifyOtpSchema, { email: 'A@b.co', otp: '654321' })).toEqual({
      email: 'a@b.co',
      otp: '654321',
    });
  });
});

describe('forgot password', () => {
  it("refuses a malformed or empty e-mail with 'Email is Not Valid! ' (trailing space)", () => {
    expect(messagesOf(ForgetPasswordSchema, { email: 'nope' })).toEqual(['Email is Not Valid! ']);
    expect(messagesOf(ForgetPasswordSchema, { email: '' })).toEqual(['Email is Not Valid! ']);
    expect(messagesOf(ForgetPasswordSchema, {})).toEqual(['Email is Not Valid! ']);
    expect(messageAt(VerifyOtpSchema, { email: 'nope', otp: '123456' }, 'email')).toBe(
      'Email is Not Valid! ',
    );
    expect(parsed(ForgetPasswordSchema, { email: ' Me@Home.IN' })).toEqual({ email: 'me@home.in' });
  });

  it('wants a new password of at least 6 characters with a special character', () => {
    const rule =
      'Password must be at least 6 characters long and include at least one special character (e.g., @, #, $, !).';
    expect(messagesOf(NewPasswordFormSchema, { newPassword: 'abcdef' })).toEqual([rule]);
    expect(messagesOf(NewPasswordFormSchema, { newPassword: 'ab@' })).toEqual([rule]);
    expect(messagesOf(NewPasswordFormSchema, { newPassword: 'abc def' })).toEqual([rule]);
    expect(messagesOf(NewPasswordFormSchema, {})).toEqual([rule]);
    for (const newPassword of ['abcde@', 'pass#word', '12345!', 'a$bcdefg']) {
      expect(NewPasswordFormSchema.safeParse({ newPassword }).success).toBe(true);
    }
  });

  it('sets a password with a reset token', () => {
    expect(parsed(SetPasswordSchema, { resetToken: ' tok ', newPassword: 'abc@123' })).toEqual({
      resetToken: 'tok',
      newPassword: 'abc@123',
    });
    expect(messageAt(SetPasswordSchema, { newPassword: 'abc@123' }, 'resetToken')).toBe(
      'Reset token is required',
    );
    expect(messageAt(SetPasswordSchema, { resetToken: 't', newPassword: 'abc' }, 'newPassword')).toBe(
      'Password must be at least 6 characters long and include at least one special character (e.g., @, #, $, !).',
    );
  });
});

describe('limits and edges the zod/mini rewrite keeps', () => {
  it('refuses an e-mail longer than 254 characters with the form’s e-mail message', () => {
    const long = `${'a'.repeat(250)}@b.co`;
    expect(messagesOf(LoginSchema, { email: long, password: 'x' })).toEqual(['Invalid email format']);
    expect(messageAt(RegisterSchema, { ...page, email: long }, 'email')).toBe('Email is Not Valid!');
  });

  it('caps the name at 100 characters and the reset token at 2048', () => {
    expect(messageAt(RegisterSchema, { ...page, name: 'x'.repeat(101) }, 'name')).toBe(
      'Name must be at most 100 characters',
    );
    expect(
      messageAt(SetPasswordSchema, { resetToken: 'x'.repeat(2049), newPassword: 'abc@123' }, 'resetToken'),
    ).toBe('Reset token is not valid');
  });

  it('refuses control characters in a name and an e-mail', () => {
    const control =
      'Text must not contain control characters such as NUL or, outside descriptions and messages, line breaks';
    expect(messageAt(RegisterSchema, { ...page, name: 'Asha\u0000' }, 'name')).toBe(control);
    expect(messageAt(ForgetPasswordSchema, { email: 'a\nb@c.de' }, 'email')).toBe(control);
  });

  it('trims an OTP before counting its digits', () => {
    expect(parsed(OtpFormSchema, { otp: ' 123456 ' })).toEqual({ otp: '123456' });
    expect(messageAt(OtpFormSchema, { otp: -12345 }, 'otp')).toBe('OTP must be Six Digit');
  });

  it('checks the new password’s length on the full text, spaces included, and caps it at 128', () => {
    expect(NewPasswordFormSchema.safeParse({ newPassword: ' a@b  ' }).success).toBe(true);
    expect(messagesOf(NewPasswordFormSchema, { newPassword: `@${'x'.repeat(128)}` })).toEqual([
      'Password must be at most 128 characters',
    ]);
  });

  it("asks for a new code for 'registration' or 'reset' only: 'Purpose is not valid'", () => {
    expect(parsed(ResendOtpSchema, { email: ' A@B.co ', purpose: 'reset' })).toEqual({
      email: 'a@b.co',
      purpose: 'reset',
    });
    for (const purpose of ['login', '', undefined, 1]) {
      expect(messageAt(ResendOtpSchema, { email: 'a@b.co', purpose }, 'purpose')).toBe(
        'Purpose is not valid',
      );
    }
  });
});
