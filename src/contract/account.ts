import { z } from 'zod';
import type { captchaPurposeSchema } from './captcha';
import { endpoint } from './endpoint';
import {
  EMAIL_MAX,
  FORGOT_USERNAME_MAX,
  isCalendarDate,
  isValidEmail,
  isValidRealName,
  md5HexSchema,
  RuleMessage,
  VERIFICATION_CODE_LENGTH,
} from './rules';

const SITE = '/site/api/v1';

/**
 * Verification codes, new-device login, forgotten passwords and profile binding (spec 4, 5, 7.1, 7.5).
 *
 * Codes: 6 digits, single-use, 10 minutes, bound to what they are for, to the member and to where they were
 * sent; at most 5 wrong tries, then burnt. Sending to one phone or e-mail: once per 60 s (6066), 5 an hour
 * (6011). The reference backend writes every code to its outbox instead of sending it (DESIGN.md section 7).
 *
 * New-device login (spec 4): a correct password from a device the member never used answers 6026 (6025 a
 * known device on a new network, 6027 both) with data.phoneNumber masked (138****8000), for members with a
 * bound phone; members without one are let through. Then:
 * 1. `sendCodeOne` {SendName, SendCodeNum: the masked number with the 4 digits the member typed filled in,
 *    type: 3} -> null, or 6007 AccountMessage.phoneWrong (5 wrong an hour: 6034).
 * 2. A captcha of purpose 3.
 * 3. `sendCodeTwo` {SendName, SendCodeNum (the same full number), type: 3, cate: '0' SMS | '2' voice,
 *    kaptchcate, codeId, imageCode} -> SendCodeResult.
 * 4. login {name, password, kaptchcate: 99, codeId: '', code: '', sendCodeNum} from the same device.
 *
 * Forgot password, by phone or e-mail: one (sends a code), two (checks it), three (new password; every
 * session of the member ends). Unknown names, other phones or e-mails get the very same answers.
 */

/** Chinese answers of these calls. */
export const AccountMessage = {
  codeSent: '验证码已发送',
  phoneCodeSent: '手机验证码已发送',
  emailCodeSent: '邮箱验证码已发送',
  voiceCodeSent: '验证码已发送，请注意接听电话',
  codeWrong: '验证码错误',
  codeExpired: '验证码已过期',
  codeFirst: RuleMessage.codeFirst,
  waitSixtySeconds: '请60秒后再试',
  phoneWrong: RuleMessage.phoneCompletionWrong,
  phoneAttemptsExceeded: '手机号码错误次数过多，请1小时后再试',
  newDevice: '检测到您在新设备登录，请进行安全验证',
  newNetwork: '检测到您的登录网络发生变化，请进行安全验证',
  newDeviceAndNetwork: '检测到您在新设备及新网络登录，请进行安全验证',
  verifyFirst: '请先完成身份验证',
  challengeExpired: '安全验证已失效，请重新登录',
  passwordChanged: '密码修改成功',
  oldPasswordWrong: '原密码错误',
  samePassword: '新密码不能与原密码相同',
  profileUpdated: '资料更新成功',
  profileFixed: '资料已确认，不可修改',
  genderFixed: '性别已设置，不可修改',
  phoneAlreadyBound: '已绑定手机号码，不可修改',
  phoneTaken: '该手机号码已被其他账号绑定',
  emailAlreadyBound: '已绑定邮箱，不可修改',
  emailTaken: '该邮箱已被其他账号绑定',
  sendNotAllowed: '请先登录',
} as const;

export const CODE_TTL_MS = 10 * 60_000;
export const CODE_RESEND_MS = 60_000;
export const CODE_SENDS_PER_HOUR = 5;
export const CODE_MAX_WRONG_ATTEMPTS = 5;

/** sendCode/two `type` (spec 7.5: 2 password reset, 3 new-device login; 4 binding a phone and 5 an e-mail are ours). */
export const SendCodeType = { resetPassword: 2, newDevice: 3, bindPhone: 4, bindEmail: 5 } as const;
/** sendCode/two `cate` (spec 7.5): "0" SMS, "1" e-mail, "2" voice call. */
export const SendCodeCate = { sms: '0', email: '1', voice: '2' } as const;

export const codeChannelSchema = z.enum(['sms', 'voice', 'email']);
export type CodeChannel = z.infer<typeof codeChannelSchema>;

/** The default area (spec 9: +86). */
export const DEFAULT_AREA_CODE = '+86';
const areaCodeSchema = z
  .string()
  .regex(/^\+\d{1,4}$/, RuleMessage.phoneFormat)
  .optional()
  .default(DEFAULT_AREA_CODE);

/** Checked against the area's pattern (queryCountryArea) by the server; the client checks it first. */
const phoneSchema = z.string().trim().min(1, RuleMessage.phoneFormat).max(20, RuleMessage.phoneFormat);

const emailSchema = z
  .string()
  .trim()
  .min(1, RuleMessage.emailRequired)
  .max(EMAIL_MAX, RuleMessage.emailFormat)
  .refine(isValidEmail, RuleMessage.emailFormat);

const forgotNameSchema = z
  .string()
  .trim()
  .min(1, RuleMessage.usernameRequired)
  .max(FORGOT_USERNAME_MAX, RuleMessage.usernameFormat);

export const verificationCodeSchema = z
  .string()
  .trim()
  .min(1, RuleMessage.codeRequired)
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), RuleMessage.codeFormat);

/** What a send answers (the same whether or not a code really went out). */
export const sendCodeResultSchema = z.object({
  channel: codeChannelSchema,
  /** Where it went, masked: 138****8000 or de****@example.com. */
  target: z.string(),
  /** Seconds before another send to the same target is accepted. */
  resendAfter: z.number().int(),
  /** Seconds the code stays valid. */
  expiresIn: z.number().int(),
});
export type SendCodeResult = z.infer<typeof sendCodeResultSchema>;

/** spec 7.5: step one of new-device login, the 4 hidden digits filled into the masked number. */
export const sendCodeOneRequestSchema = z.object({
  SendName: z.string().trim().min(1, RuleMessage.usernameRequired).max(FORGOT_USERNAME_MAX),
  /** The full phone number: data.phoneNumber with its **** replaced by the digits the member typed. */
  SendCodeNum: z
    .string()
    .trim()
    .min(1, RuleMessage.phoneCompletionWrong)
    .max(20, RuleMessage.phoneCompletionWrong),
  type: z.coerce.number().pipe(z.literal(3)).optional().default(3),
});
export type SendCodeOneRequest = z.input<typeof sendCodeOneRequestSchema>;

const captchaPairFields = {
  /** kaptchcate of the captcha solved for this send (0 slider, 1 picture). */
  kaptchcate: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1)])),
  /** Slider: lot_number; picture: x-code. */
  codeId: z.string().max(200).optional().default(''),
  /** Slider: pass_token; picture: the typed text. */
  imageCode: z.string().max(2000).optional().default(''),
};

/**
 * spec 7.5 send verification code. DESIGN.md 9.1: no client-side encryption, so the plain fields carry
 * everything and sendCodeNumV2, sendNameV2, codeIdV2 (the encrypted copies in the spec) are accepted and ignored.
 * Types 4 and 5 need the member's token and send to the phone (cate "0" or "2") or the e-mail (cate "1") being
 * bound.
 */
export const sendCodeTwoRequestSchema = z
  .object({
    /** Username (types 2 and 3). */
    SendName: z.string().trim().max(FORGOT_USERNAME_MAX).optional().default(''),
    /** The phone number (cate "0" or "2") or e-mail (cate "1") to send to; see the check below. */
    SendCodeNum: z.string().trim(),
    areaCode: areaCodeSchema,
    type: z.coerce.number().pipe(z.union([z.literal(2), z.literal(3), z.literal(4), z.literal(5)])),
    cate: z.union([z.literal('0'), z.literal('1'), z.literal('2')]),
    version: z.union([z.literal(1), z.literal('1')]).optional(),
    ...captchaPairFields,
    sendCodeNumV2: z.string().max(2000).optional(),
    sendNameV2: z.string().max(2000).optional(),
    codeIdV2: z.string().max(2000).optional(),
  })
  .superRefine((body, ctx) => {
    // Empty or too long is said as the kind of address the cate names.
    if (body.SendCodeNum.length === 0 || body.SendCodeNum.length > EMAIL_MAX) {
      const message = body.cate === SendCodeCate.email ? RuleMessage.emailFormat : RuleMessage.phoneFormat;
      ctx.addIssue({ code: 'custom', path: ['SendCodeNum'], message });
    }
  });
export type SendCodeTwoRequest = z.input<typeof sendCodeTwoRequestSchema>;

export const forgetByPhoneOneSchema = z.object({
  name: forgotNameSchema,
  phone: phoneSchema,
  areaCode: areaCodeSchema,
});
export const forgetByPhoneTwoSchema = forgetByPhoneOneSchema.extend({ code: verificationCodeSchema });
export const forgetByEmailOneSchema = z.object({ name: forgotNameSchema, email: emailSchema });
export const forgetByEmailTwoSchema = forgetByEmailOneSchema.extend({ code: verificationCodeSchema });

const newPasswordFields = { password: md5HexSchema, secondPassword: md5HexSchema };
function samePasswords(body: { password: string; secondPassword: string }, ctx: z.RefinementCtx): void {
  if (body.password !== body.secondPassword) {
    ctx.addIssue({ code: 'custom', path: ['secondPassword'], message: RuleMessage.newPasswordMismatch });
  }
}
export const forgetByPhoneThreeSchema = forgetByPhoneOneSchema
  .extend(newPasswordFields)
  .superRefine(samePasswords);
export const forgetByEmailThreeSchema = forgetByEmailOneSchema
  .extend(newPasswordFields)
  .superRefine(samePasswords);

export type ForgetByPhoneOneRequest = z.input<typeof forgetByPhoneOneSchema>;
export type ForgetByPhoneTwoRequest = z.input<typeof forgetByPhoneTwoSchema>;
export type ForgetByPhoneThreeRequest = z.input<typeof forgetByPhoneThreeSchema>;
export type ForgetByEmailOneRequest = z.input<typeof forgetByEmailOneSchema>;
export type ForgetByEmailTwoRequest = z.input<typeof forgetByEmailTwoSchema>;
export type ForgetByEmailThreeRequest = z.input<typeof forgetByEmailThreeSchema>;

/**
 * spec 7.1 bindPassword: a signed-in member changes the login password: the current one, then the new one
 * twice, each as the MD5 hex login sends. The new one's 8-12 letters-and-digits rule is the form's (the server
 * sees hashes only); it must differ from the current one.
 */
export const bindPasswordRequestSchema = z
  .object({ oldPassword: md5HexSchema, ...newPasswordFields })
  .superRefine(samePasswords)
  .superRefine((body, ctx) => {
    if (body.oldPassword === body.password) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: AccountMessage.samePassword });
    }
  });
export type BindPasswordRequest = z.input<typeof bindPasswordRequestSchema>;

/** spec 7.1 member/bindEmail: after sendCode/two type 5 (cate "1") to the same address. */
export const bindEmailRequestSchema = z.object({ email: emailSchema, code: verificationCodeSchema });
export type BindEmailRequest = z.input<typeof bindEmailRequestSchema>;
/** The bound address, masked as member info shows it. */
export const bindEmailResponseSchema = z.object({ email: z.string() });

/** spec 7.1 bindPhone: after sendCode/two type 4 to the same number. */
export const bindPhoneRequestSchema = z.object({
  phone: phoneSchema,
  areaCode: areaCodeSchema,
  code: verificationCodeSchema,
});
export type BindPhoneRequest = z.input<typeof bindPhoneRequestSchema>;
export const bindPhoneResponseSchema = z.object({ phone: z.string() });

/** spec 5 real name, as the profile form and the server check it. */
export const realNameSchema = z
  .string()
  .trim()
  .min(1, RuleMessage.realNameFormat)
  .max(30, RuleMessage.realNameFormat)
  .refine(isValidRealName, RuleMessage.realNameFormat);

/** YYYY-MM-DD; the age of 18 is checked against the site's day (China Standard Time) by the server. */
export const birthdaySchema = z
  .string({ error: RuleMessage.birthdayRequired })
  .trim()
  .min(1, RuleMessage.birthdayRequired)
  .refine(isCalendarDate, RuleMessage.birthdayFormat);

/** spec 7.1 member/bindOther: real name and birthday, confirmed together once (then 6009). */
export const bindOtherRequestSchema = z.object({ realName: realNameSchema, birthday: birthdaySchema });
export type BindOtherRequest = z.input<typeof bindOtherRequestSchema>;
export const bindOtherResponseSchema = z.object({ realName: z.string(), birthday: z.string() });

/** The profile's gender (spec 2.6: male/female), set once like the rest of the profile (then 6009). */
export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];
export const bindGenderRequestSchema = z.object({ gender: z.enum(GENDERS, { error: '请选择性别' }) });

export const accountApi = {
  sendCodeOne: endpoint('POST', `${SITE}/sendCode/one`, sendCodeOneRequestSchema, z.null()),
  sendCodeTwo: endpoint('POST', `${SITE}/sendCode/two`, sendCodeTwoRequestSchema, sendCodeResultSchema),
  forgetByPhoneOne: endpoint(
    'POST',
    `${SITE}/forgetByPhone/one`,
    forgetByPhoneOneSchema,
    sendCodeResultSchema,
  ),
  forgetByPhoneTwo: endpoint('POST', `${SITE}/forgetByPhone/two`, forgetByPhoneTwoSchema, z.null()),
  forgetByPhoneThree: endpoint('POST', `${SITE}/forgetByPhone/three`, forgetByPhoneThreeSchema, z.null()),
  forgetByEmailOne: endpoint(
    'POST',
    `${SITE}/forgetByEmail/one`,
    forgetByEmailOneSchema,
    sendCodeResultSchema,
  ),
  forgetByEmailTwo: endpoint('POST', `${SITE}/forgetByEmail/two`, forgetByEmailTwoSchema, z.null()),
  forgetByEmailThree: endpoint('POST', `${SITE}/forgetByEmail/three`, forgetByEmailThreeSchema, z.null()),
  bindPhone: endpoint('POST', `${SITE}/bindPhone`, bindPhoneRequestSchema, bindPhoneResponseSchema, {
    auth: true,
  }),
  /** Once: a member with an e-mail is refused (emailAlreadyBound), as is an address another member bound (emailTaken). */
  bindEmail: endpoint('POST', `${SITE}/member/bindEmail`, bindEmailRequestSchema, bindEmailResponseSchema, {
    auth: true,
  }),
  /**
   * A wrong current password answers PasswordCheckFailure (6100, 原密码错误). Success ends every session of the
   * member, this one too: the member logs in again with the new password.
   */
  bindPassword: endpoint('POST', `${SITE}/bindPassword`, bindPasswordRequestSchema, z.null(), { auth: true }),
  bindOther: endpoint('POST', `${SITE}/member/bindOther`, bindOtherRequestSchema, bindOtherResponseSchema, {
    auth: true,
  }),
  /** Once: a second call answers 6009 (profileFixed for gender). */
  bindGender: endpoint('POST', `${SITE}/member/bindGender`, bindGenderRequestSchema, bindGenderRequestSchema, {
    auth: true,
  }),
};

/** The captcha purpose a send of each type needs. */
export const sendCodeCaptchaPurpose = {
  [SendCodeType.resetPassword]: 2,
  [SendCodeType.newDevice]: 3,
  [SendCodeType.bindPhone]: 5,
  [SendCodeType.bindEmail]: 6,
} as const satisfies Record<number, z.infer<typeof captchaPurposeSchema>>;
