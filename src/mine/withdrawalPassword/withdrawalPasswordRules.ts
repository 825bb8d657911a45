import { useCallback } from 'react';
import { isApiCallError } from '@src/api';
import { Code } from '@src/contract';
import zhCN from './locales/zh-CN.json';
import { useWithdrawalPasswordText, type WithdrawalPasswordTextKey } from './useWithdrawalPasswordText';

/** The catalogue's rule keys by their zh-CN text, which is the contract's message (a test keeps them equal). */
const RULE_KEYS = new Map<string, WithdrawalPasswordTextKey>(
  (Object.keys(zhCN.rules) as (keyof typeof zhCN.rules)[]).map((key) => [zhCN.rules[key], `rules.${key}`]),
);

/** A validation message of src/contract/withdrawalPassword.ts in the member's language; others pass as they are. */
export function useWithdrawalPasswordRule(): (message: string | undefined) => string | undefined {
  const t = useWithdrawalPasswordText();
  return useCallback((message) => {
    if (message === undefined) return undefined;
    const key = RULE_KEYS.get(message);
    return key ? t(key) : message;
  }, [t]);
}

/** The answers a withdrawal password check gives that belong at its field. */
const PASSWORD_ANSWERS: readonly number[] = [Code.PasswordCheckFailure, Code.AuthLocked, Code.WithdrawalProtectionError];

/**
 * What a refused call says about the withdrawal password given with it, to show at the field: a wrong one with
 * the tries left (6100), locked until when (6037), none set yet (6111). Null for any other failure.
 */
export function withdrawalPasswordProblem(error: unknown): { code: number; message: string } | null {
  if (isApiCallError(error) && PASSWORD_ANSWERS.includes(error.code)) return { code: error.code, message: error.message };
  return null;
}
