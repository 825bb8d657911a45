import { z } from 'zod';
import { codeChannelSchema, sendCodeResultSchema, verificationCodeSchema } from './account';
import { endpoint } from './endpoint';
import { md5HexSchema } from './rules';

const SITE = '/site/api/v1';

/**
 * The withdrawal password (资金密码, spec 7.1 withdrawal/pwd/*): six digits guarding withdrawals, the full number
 * of a card and deleting a card.
 *
 * - It travels as the six digits themselves (over TLS), not as an MD5 like the login password: the server must
 *   check the rule below itself (it never trusts the client), and an MD5 of six digits hides nothing anyway.
 *   The server stores it stretched with scrypt, as login passwords are.
 * - Rule (ours, the spec is silent): six digits, not all the same digit (000000, 888888) and not a run of
 *   consecutive digits up or down (123456, 654321, 012345). Those are the first guesses anyone tries.
 * - `set`: once, after the member confirms the login password (its MD5, as the login form sends it); a member
 *   who has one is refused 6009.
 * - `emailCheck`: sends a reset code to the member's bound e-mail (channel email) or bound phone (sms / voice);
 *   answers like sendCode/two (masked target, resend wait, validity).
 * - `reset`: the code from emailCheck and the new password; it also ends a lock from wrong passwords.
 * - Wrong passwords (in withdraw/new, showing a card's full number, deleting a card) are counted per member in
 *   the database: each wrong one answers 6100 with the tries left; after
 *   WITHDRAWAL_PASSWORD_ATTEMPTS within WITHDRAWAL_PASSWORD_WINDOW_MS every call needing it answers 6037 with
 *   when it unlocks, until the oldest of those tries leaves the window. Not set yet: 6111.
 */
export const WITHDRAWAL_PASSWORD_LENGTH = 6;
export const WITHDRAWAL_PASSWORD_ATTEMPTS = 5;
export const WITHDRAWAL_PASSWORD_WINDOW_MS = 15 * 60_000;

export const WithdrawalPasswordMessage = {
  required: '请输入资金密码',
  format: '须为6位数字',
  trivial: '不能是相同或连续的数字',
  mismatch: '两次输入的资金密码不一致',
  alreadySet: '您已设置资金密码，如忘记请通过验证码重置',
  notSet: '请先设置资金密码',
  loginPasswordWrong: '登录密码错误',
  tooManyLoginChecks: '登录密码错误次数过多，请15分钟后再试',
  noEmail: '您尚未绑定邮箱，请选择手机验证',
  noPhone: '您尚未绑定手机号码，请选择邮箱验证',
  wrong: (triesLeft: number) => `资金密码错误，还可尝试${triesLeft}次`,
  locked: (unlocksAt: string) => `资金密码错误次数过多，已暂时锁定，请于${unlocksAt}后再试`,
} as const;

/** Whether six digits are all the same or a run of consecutive digits (up or down): refused as too easy. */
export function isTrivialWithdrawalPassword(password: string): boolean {
  const digits = Array.from(password, Number);
  const steps = digits.slice(1).map((digit, index) => digit - (digits[index] ?? 0));
  return steps.every((step) => step === 0) || steps.every((step) => step === 1) || steps.every((step) => step === -1);
}

const WITHDRAWAL_PASSWORD_PATTERN = new RegExp(`^\\d{${WITHDRAWAL_PASSWORD_LENGTH}}$`);

export const withdrawalPasswordSchema = z
  .string()
  .min(1, WithdrawalPasswordMessage.required)
  .regex(WITHDRAWAL_PASSWORD_PATTERN, WithdrawalPasswordMessage.format);

/** A new withdrawal password: the format and the rule against trivial ones. */
export const newWithdrawalPasswordSchema = withdrawalPasswordSchema.refine(
  // Only six digits are judged: a wrong format has said its own message already.
  (password) => !WITHDRAWAL_PASSWORD_PATTERN.test(password) || !isTrivialWithdrawalPassword(password),
  WithdrawalPasswordMessage.trivial,
);

const newPasswordPair = z.object({
  password: newWithdrawalPasswordSchema,
  secondPassword: z.string().min(1, WithdrawalPasswordMessage.required),
});

function samePasswords(body: { password: string; secondPassword: string }, ctx: z.RefinementCtx): void {
  if (body.password !== body.secondPassword) {
    ctx.addIssue({ code: 'custom', path: ['secondPassword'], message: WithdrawalPasswordMessage.mismatch });
  }
}

export const setWithdrawalPasswordRequestSchema = newPasswordPair
  .extend({ loginPassword: md5HexSchema })
  .superRefine(samePasswords);
export type SetWithdrawalPasswordRequest = z.input<typeof setWithdrawalPasswordRequestSchema>;

export const withdrawalPasswordCodeRequestSchema = z.object({ channel: codeChannelSchema });
export type WithdrawalPasswordCodeRequest = z.input<typeof withdrawalPasswordCodeRequestSchema>;

export const resetWithdrawalPasswordRequestSchema = newPasswordPair
  .extend({ channel: codeChannelSchema, code: verificationCodeSchema })
  .superRefine(samePasswords);
export type ResetWithdrawalPasswordRequest = z.input<typeof resetWithdrawalPasswordRequestSchema>;

/** How 6007 names the fields of these calls (资金密码：须为6位数字). */
export const WITHDRAWAL_PASSWORD_FIELD_NAMES: Record<string, string> = {
  loginPassword: '登录密码',
  password: '资金密码',
  secondPassword: '确认资金密码',
  channel: '验证方式',
};

export const withdrawalPasswordApi = {
  setWithdrawalPassword: endpoint(
    'POST',
    `${SITE}/withdrawal/pwd/set`,
    setWithdrawalPasswordRequestSchema,
    z.null(),
    { auth: true },
  ),
  sendWithdrawalPasswordCode: endpoint(
    'POST',
    `${SITE}/withdrawal/pwd/emailCheck`,
    withdrawalPasswordCodeRequestSchema,
    sendCodeResultSchema,
    { auth: true },
  ),
  resetWithdrawalPassword: endpoint(
    'POST',
    `${SITE}/withdrawal/pwd/reset`,
    resetWithdrawalPasswordRequestSchema,
    z.null(),
    { auth: true },
  ),
};
