import { md5Hex } from '../../db/seed';
import type { TestBackend } from '../../testing/testBackend';

export interface CardMember {
  id: number;
  name: string;
  token: string;
  realName: string;
}

let serial = 0;

/**
 * A new member with a bound phone, e-mail and real name (what the card pages need), signed in. Each call makes
 * another, so counts and cards of tests do not mix.
 */
export async function newCardMember(backend: TestBackend, realName = '李四'): Promise<CardMember> {
  serial += 1;
  const name = `card${String(serial).padStart(4, '0')}x`;
  const answer = await backend.call<{ token: string; userId: string }>('/site/api/v1/user/register', {
    name,
    password: md5Hex('pass1234'),
    secondPassword: md5Hex('pass1234'),
    kaptchcate: 0,
  });
  const { token, userId } = answer.body.data;
  const id = Number(userId);
  const { members } = backend.services;
  const now = Date.now();
  members.bindConfirmedPhone(id, '+86', `139${String(10_000_000 + serial * 7919).slice(-8)}`, now);
  members.bindEmail(id, `${name}@example.com`);
  members.confirmProfile(id, realName, '1990-01-01', now);
  return { id, name, token, realName };
}

export const LOGIN_PASSWORD = 'pass1234';

/** An ICBC number of 19 digits that passes Luhn. */
export const ICBC_CARD = '6222021234567890128';
