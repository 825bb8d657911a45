import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { loginFormSchema, pictureCodeSchema, registerFormSchema } from '@src/contract';
import {
  forgotCodeSchema,
  forgotEmailSchema,
  forgotIdentitySchema,
  forgotPhoneSchema,
  forgotUsernameSchema,
  newPasswordFormSchema,
} from './forgotPasswordRules';
import { completeMaskedPhone } from './maskedPhone';
import { newDeviceCodeSchema, phoneCompletionSchema } from './newDeviceRules';

/** The first message of a failed parse, per field name. */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return errors;
}

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? {} : fieldErrors(result.error as never));

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('login form (spec 5)', () => {
  it('asks for the username and the password', () => {
    expect(messagesOf(loginFormSchema.safeParse({ username: '  ', password: '' }))).toEqual({
      username: '用户名不能为空',
      password: '请输入密码',
    });
  });

  it('takes at most 11 characters of username and does not judge the password (the server does)', () => {
    expect(firstMessage(loginFormSchema.safeParse({ username: 'a'.repeat(12), password: 'x' }))).toBe(
      '用户名需为4-11位字母加数字，以字母开头，至少包含2个字母和1个数字',
    );
    expect(loginFormSchema.safeParse({ username: 'demo01', password: 'x' }).success).toBe(true);
  });
});

describe('register form (spec 5)', () => {
  const valid = { username: 'player01', password: 'abc12345', repeatPassword: 'abc12345', isAgree: true };

  it('names every missing field', () => {
    expect(
      messagesOf(
        registerFormSchema.safeParse({ username: '', password: '', repeatPassword: '', isAgree: false }),
      ),
    ).toEqual({
      username: '用户名不能为空',
      password: '请输入密码',
      repeatPassword: '请再次输入密码',
      isAgree: '请同意用户协议与隐私政策',
    });
  });

  it.each([
    ['1abc', 'starts with a digit'],
    ['ab1', 'too short'],
    ['abcdefghij12', 'too long'],
    ['a1234567', 'one letter only'],
    ['abcdefg', 'no digit'],
    ['ab_12', 'not a letter or digit'],
  ])('refuses the username %s (%s)', (username) => {
    expect(messagesOf(registerFormSchema.safeParse({ ...valid, username })).username).toBe(
      '用户名需为4-11位字母加数字，以字母开头，至少包含2个字母和1个数字',
    );
  });

  it('strips whitespace from the username', () => {
    const parsed = registerFormSchema.parse({ ...valid, username: ' play er01 ' });
    expect(parsed.username).toBe('player01');
  });

  it.each(['abc1234', 'abcdefghi1234', 'abcdefgh', '12345678', 'abc 12345'])(
    'refuses the password %s: "请输入8-12位字母加数字"',
    (password) => {
      expect(
        messagesOf(registerFormSchema.safeParse({ ...valid, password, repeatPassword: password })),
      ).toEqual({
        password: '请输入8-12位字母加数字',
        repeatPassword: '请输入8-12位字母加数字',
      });
    },
  );

  it('wants the two passwords equal', () => {
    expect(messagesOf(registerFormSchema.safeParse({ ...valid, repeatPassword: 'abc12346' }))).toEqual({
      repeatPassword: '两次输入的密码不一致',
    });
  });

  it('accepts every username and password the rules allow', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'.split(''));
    const digit = fc.constantFrom(...'0123456789'.split(''));
    const alnum = fc.oneof(letter, digit);
    const username = fc
      .tuple(letter, letter, digit, fc.array(alnum, { minLength: 1, maxLength: 8 }))
      .map(([first, second, third, rest]) => first + second + third + rest.join(''));
    const password = fc
      .tuple(letter, digit, fc.array(alnum, { minLength: 6, maxLength: 10 }))
      .map(([a, d, rest]) => a + d + rest.join(''));
    fc.assert(
      fc.property(username, password, (name, secret) => {
        expect(
          registerFormSchema.safeParse({
            username: name,
            password: secret,
            repeatPassword: secret,
            isAgree: true,
          }).success,
        ).toBe(true);
      }),
    );
  });
});

describe('forgot password (spec 5)', () => {
  it('username: required, at most 30', () => {
    expect(firstMessage(forgotUsernameSchema.safeParse(''))).toBe('用户名不能为空');
    expect(forgotUsernameSchema.safeParse('a'.repeat(30)).success).toBe(true);
    expect(forgotUsernameSchema.safeParse('a'.repeat(31)).success).toBe(false);
  });

  it('phone: the default pattern is an optional +86, then 1 and 10 digits', () => {
    for (const phone of ['13800138000', '+8613800138000']) {
      expect(forgotPhoneSchema().safeParse(phone).success).toBe(true);
    }
    for (const phone of ['', '23800138000', '1380013800', '138001380001', '+85213800138000']) {
      expect(firstMessage(forgotPhoneSchema().safeParse(phone))).toBe('请输入正确的手机号码');
    }
  });

  it("phone: another area's pattern from the country list", () => {
    const hongKong = '^(\\+852)?[4-9]\\d{7}$';
    expect(forgotPhoneSchema(hongKong).safeParse('91234567').success).toBe(true);
    expect(firstMessage(forgotPhoneSchema(hongKong).safeParse('13800138000'))).toBe('请输入正确的手机号码');
  });

  it('email: required, valid, at most 40', () => {
    expect(firstMessage(forgotEmailSchema.safeParse(''))).toBe('请输入邮箱');
    expect(firstMessage(forgotEmailSchema.safeParse('demo02@example'))).toBe('请输入正确的邮箱');
    expect(firstMessage(forgotEmailSchema.safeParse('de mo@example.com'))).toBe('请输入正确的邮箱');
    expect(firstMessage(forgotEmailSchema.safeParse(`${'a'.repeat(29)}@example.com`))).toBe(
      '请输入正确的邮箱',
    );
    expect(forgotEmailSchema.safeParse('demo02@example.com').success).toBe(true);
  });

  it("identity: the username and, by the way chosen, the phone in the chosen area's pattern or the e-mail", () => {
    const areas = [
      { areaName: '中国大陆', areaCode: '+86', regex: '^(\\+86)?1\\d{10}$' },
      { areaName: '中国香港', areaCode: '+852', regex: '^(\\+852)?[4-9]\\d{7}$' },
    ];
    const empty = { username: '', areaCode: '+86', phone: '', email: '' };
    expect(messagesOf(forgotIdentitySchema('phone', areas).safeParse(empty))).toEqual({
      username: '用户名不能为空',
      phone: '请输入正确的手机号码',
    });
    expect(messagesOf(forgotIdentitySchema('email', areas).safeParse(empty))).toEqual({
      username: '用户名不能为空',
      email: '请输入邮箱',
    });
    const hongKong = { username: ' demo02 ', areaCode: '+852', phone: ' 91234567 ', email: 'not checked' };
    expect(forgotIdentitySchema('phone', areas).safeParse(hongKong).data).toEqual({
      ...hongKong,
      username: 'demo02',
      phone: '91234567',
    });
    expect(messagesOf(forgotIdentitySchema('phone', areas).safeParse({ ...hongKong, areaCode: '+86' }))).toEqual({
      phone: '请输入正确的手机号码',
    });
    // An area the list does not hold is checked with the default pattern (+86).
    expect(
      forgotIdentitySchema('phone', []).safeParse({ ...hongKong, areaCode: '+1', phone: '13800138000' }).success,
    ).toBe(true);
  });

  it('code: required, 6 digits', () => {
    expect(firstMessage(forgotCodeSchema.safeParse(''))).toBe('请输入验证码');
    expect(firstMessage(forgotCodeSchema.safeParse('12345'))).toBe('请输入6位验证码');
    expect(forgotCodeSchema.safeParse('123456').success).toBe(true);
  });

  it('new password: required, 8-12 letters plus digits, equal to the confirmation', () => {
    expect(messagesOf(newPasswordFormSchema.safeParse({ password: '', password2: '' }))).toEqual({
      password: '请设置新密码',
      password2: '请再次输入密码',
    });
    expect(
      messagesOf(newPasswordFormSchema.safeParse({ password: 'abcdefgh', password2: 'abcdefgh' })),
    ).toEqual({
      password: '请输入8-12位字母加数字',
    });
    expect(
      messagesOf(newPasswordFormSchema.safeParse({ password: 'abc12345', password2: 'abc12346' })),
    ).toEqual({
      password2: '两次输入的密码不一致，请重新输入',
    });
    expect(newPasswordFormSchema.safeParse({ password: 'abc12345', password2: 'abc12345' }).success).toBe(
      true,
    );
  });
});

describe('new device (spec 5)', () => {
  it('the phone completion is exactly 4 digits, else "手机号码错误"', () => {
    for (const digits of ['', '123', '12345', 'abcd', '12 4']) {
      expect(firstMessage(phoneCompletionSchema.safeParse(digits))).toBe('手机号码错误');
    }
    expect(phoneCompletionSchema.safeParse('0013').success).toBe(true);
  });

  it('a code must be requested first, then it is 6 digits', () => {
    expect(firstMessage(newDeviceCodeSchema(false).safeParse('123456'))).toBe('请先获取验证码');
    expect(firstMessage(newDeviceCodeSchema(true).safeParse(''))).toBe('请输入验证码');
    expect(firstMessage(newDeviceCodeSchema(true).safeParse('12a456'))).toBe('请输入6位验证码');
    expect(newDeviceCodeSchema(true).safeParse('123456').success).toBe(true);
  });

  it('the 4 digits go where the stars are', () => {
    expect(completeMaskedPhone('138****8000', '0013')).toBe('13800138000');
    expect(completeMaskedPhone('****4567', '9123')).toBe('91234567');
    expect(completeMaskedPhone('138***8000', '0013')).toBeNull();
    expect(completeMaskedPhone('138****8000', '001')).toBeNull();
  });

  it('masking a phone and completing it gives the phone back', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1\d{10}$/), (phone) => {
        const masked = `${phone.slice(0, 3)}****${phone.slice(7)}`;
        expect(completeMaskedPhone(masked, phone.slice(3, 7))).toBe(phone);
      }),
    );
  });
});

describe('picture captcha (spec 5)', () => {
  it('the code is required and at most 10 characters', () => {
    expect(firstMessage(pictureCodeSchema.safeParse(' '))).toBe('请输入图形验证码');
    expect(pictureCodeSchema.safeParse('A'.repeat(10)).success).toBe(true);
    expect(pictureCodeSchema.safeParse('A'.repeat(11)).success).toBe(false);
  });
});
