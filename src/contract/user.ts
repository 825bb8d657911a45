import { z } from 'zod';
import { endpoint } from './endpoint';
import { API_VERSION } from './headers';
import { md5HexSchema, registerUsernameSchema, RuleMessage, USERNAME_MAX } from './rules';

const SITE = '/site/api/v1';
const empty = z.object({}).passthrough();

/** 0 slider, 1 picture, 99 after a verified step (auto-login after register, new-device login). */
export const kaptchcateSchema = z.union([z.literal(0), z.literal(1), z.literal(99)]);

const captchaFields = {
  kaptchcate: kaptchcateSchema,
  codeId: z.string().max(200).optional().default(''),
  code: z.string().max(2000).optional().default(''),
};

export const loginRequestSchema = z.object({
  name: z.string().trim().min(1, RuleMessage.usernameRequired).max(USERNAME_MAX, RuleMessage.usernameFormat),
  password: md5HexSchema,
  ...captchaFields,
  version: z.literal(API_VERSION).optional().default(API_VERSION),
  isAgent: z.literal(0).optional().default(0),
  /** The 6-digit new-device code (spec 7.5), with kaptchcate 99. */
  sendCodeNum: z.string().regex(/^\d{6}$/, '请输入6位验证码').optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({ token: z.string(), userId: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** data of a risky-login answer (6025-6029). */
export const loginErrorDataSchema = z.object({ phoneNumber: z.string() }).nullable();

export const registerRequestSchema = z
  .object({
    name: registerUsernameSchema,
    password: md5HexSchema,
    secondPassword: md5HexSchema,
    ...captchaFields,
    domain: z.string().max(2000).optional().default(''),
    rCode: z.string().max(64).optional().default(''),
    iCode: z.string().max(64).optional().default(''),
  })
  .superRefine((body, ctx) => {
    if (body.password !== body.secondPassword) {
      ctx.addIssue({ code: 'custom', path: ['secondPassword'], message: RuleMessage.passwordMismatch });
    }
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const memberInfoSchema = z.object({
  userId: z.string(),
  username: z.string(),
  vipLevel: z.number().int(),
  bindPhone: z.boolean(),
  bindRealName: z.boolean(),
  /** Masked, for example 138****5678; empty when unbound. */
  phone: z.string(),
  realName: z.string(),
  email: z.string(),
  registerTime: z.string(),
  /** YYYY-MM-DD, '' when not confirmed yet (member/bindOther). */
  birthday: z.string().optional(),
  bindEmail: z.boolean().optional(),
  /** Whether the member has set a withdrawal password (src/contract/withdrawalPassword.ts). */
  withdrawalPasswordSet: z.boolean().optional(),
  /** spec 2.6 profile: set once (member/bindGender), null until then. */
  gender: z.enum(['male', 'female']).nullable().optional(),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const userApi = {
  login: endpoint('POST', `${SITE}/user/login`, loginRequestSchema, loginResponseSchema),
  register: endpoint('POST', `${SITE}/user/register`, registerRequestSchema, loginResponseSchema),
  logout: endpoint('POST', `${SITE}/user/logout`, empty, z.null(), { auth: true }),
  memberInfo: endpoint('POST', `${SITE}/user/member/info`, empty, memberInfoSchema, { auth: true }),
};
