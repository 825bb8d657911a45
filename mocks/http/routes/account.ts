import type { FastifyInstance } from 'fastify';
import {
  AccountMessage,
  Code,
  Message,
  SendCodeCate,
  SendCodeType,
  api,
  sendCodeCaptchaPurpose,
  type CodeChannel,
  type SendCodeResult,
} from '@src/contract';
import type { Contact } from '../../auth/contacts';
import type { Services } from '../../services';
import { ApiError } from '../apiError';
import { defineRoute } from '../defineRoute';
import { answerSuccessWith } from './successMessage';

const CHANNEL_OF_CATE: Record<string, CodeChannel> = {
  [SendCodeCate.sms]: 'sms',
  [SendCodeCate.email]: 'email',
  [SendCodeCate.voice]: 'voice',
};

function sentMessage(data: unknown): string {
  const channel = (data as Partial<SendCodeResult> | null)?.channel;
  if (channel === 'voice') return AccountMessage.voiceCodeSent;
  if (channel === 'email') return AccountMessage.emailCodeSent;
  return AccountMessage.phoneCodeSent;
}

/**
 * spec 4, 7.1, 7.5: verification codes, new-device steps, forgot password, binding phone, e-mail and real name,
 * changing the password.
 */
export function registerAccountRoutes(app: FastifyInstance, services: Services): void {
  const { captcha, newDevice, recovery, profile, passwordChange } = services;

  defineRoute(app, api.sendCodeOne, (body, { deviceId }) => {
    newDevice.completePhone(body.SendName, deviceId, body.SendCodeNum);
    return null;
  });

  defineRoute(app, api.sendCodeTwo, (body, { member, deviceId }) => {
    const binding = body.type === SendCodeType.bindPhone || body.type === SendCodeType.bindEmail;
    if (binding && !member) throw new ApiError(Code.LoginExpired, Message.reLogin);
    const channel = CHANNEL_OF_CATE[body.cate] ?? 'sms';
    const bindContact = (): Contact =>
      body.type === SendCodeType.bindEmail
        ? { kind: 'email', email: body.SendCodeNum }
        : { kind: 'phone', phone: body.SendCodeNum, areaCode: body.areaCode };
    // A binding's own refusals (already bound, wrong channel, not an address) come before the captcha is spent.
    if (binding && member) profile.checkBindable(Number(member.userId), bindContact(), channel);
    captcha.verify(sendCodeCaptchaPurpose[body.type], {
      kaptchcate: body.kaptchcate,
      codeId: body.codeId,
      code: body.imageCode,
    });
    switch (body.type) {
      case SendCodeType.resetPassword: {
        const contact: Contact =
          channel === 'email'
            ? { kind: 'email', email: body.SendCodeNum }
            : { kind: 'phone', phone: body.SendCodeNum, areaCode: body.areaCode };
        return recovery.sendCode(body.SendName, contact, channel);
      }
      case SendCodeType.newDevice:
        return newDevice.sendCode(body.SendName, deviceId, body.SendCodeNum, channel);
      case SendCodeType.bindPhone:
      case SendCodeType.bindEmail: {
        if (!member) throw new ApiError(Code.LoginExpired, Message.reLogin);
        // The type says what is being bound; a cate that does not suit it is refused there.
        return profile.sendBindCode(Number(member.userId), bindContact(), channel);
      }
    }
  });
  answerSuccessWith(app, api.sendCodeTwo, sentMessage);

  defineRoute(app, api.forgetByPhoneOne, (body) =>
    recovery.sendCode(body.name, { kind: 'phone', phone: body.phone, areaCode: body.areaCode }, 'sms'),
  );
  defineRoute(app, api.forgetByEmailOne, (body) =>
    recovery.sendCode(body.name, { kind: 'email', email: body.email }, 'email'),
  );
  answerSuccessWith(app, api.forgetByPhoneOne, () => AccountMessage.codeSent);
  answerSuccessWith(app, api.forgetByEmailOne, () => AccountMessage.codeSent);

  defineRoute(app, api.forgetByPhoneTwo, (body) => {
    recovery.checkCode(body.name, { kind: 'phone', phone: body.phone, areaCode: body.areaCode }, body.code);
    return null;
  });
  defineRoute(app, api.forgetByEmailTwo, (body) => {
    recovery.checkCode(body.name, { kind: 'email', email: body.email }, body.code);
    return null;
  });

  defineRoute(app, api.forgetByPhoneThree, async (body) => {
    await recovery.resetPassword(
      body.name,
      { kind: 'phone', phone: body.phone, areaCode: body.areaCode },
      body.password,
    );
    return null;
  });
  defineRoute(app, api.forgetByEmailThree, async (body) => {
    await recovery.resetPassword(body.name, { kind: 'email', email: body.email }, body.password);
    return null;
  });
  answerSuccessWith(app, api.forgetByPhoneThree, () => AccountMessage.passwordChanged);
  answerSuccessWith(app, api.forgetByEmailThree, () => AccountMessage.passwordChanged);

  defineRoute(app, api.bindPhone, (body, { member }) =>
    profile.bindPhone(Number(member.userId), body.phone, body.areaCode, body.code),
  );
  defineRoute(app, api.bindEmail, (body, { member }) =>
    profile.bindEmail(Number(member.userId), body.email, body.code),
  );
  defineRoute(app, api.bindOther, (body, { member }) =>
    profile.bindRealName(Number(member.userId), body.realName, body.birthday),
  );
  defineRoute(app, api.bindGender, (body, { member }) => profile.bindGender(Number(member.userId), body.gender));
  defineRoute(app, api.bindPassword, async (body, { member }) => {
    await passwordChange.change(Number(member.userId), body.oldPassword, body.password);
    return null;
  });
  answerSuccessWith(app, api.bindPhone, () => AccountMessage.profileUpdated);
  answerSuccessWith(app, api.bindEmail, () => AccountMessage.profileUpdated);
  answerSuccessWith(app, api.bindOther, () => AccountMessage.profileUpdated);
  answerSuccessWith(app, api.bindGender, () => AccountMessage.profileUpdated);
  answerSuccessWith(app, api.bindPassword, () => AccountMessage.passwordChanged);
}
