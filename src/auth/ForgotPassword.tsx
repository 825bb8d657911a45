import styled from '@emotion/styled';
import type { ForgotWay } from './authDialogSlice';
import { useAuthText } from './authText';
import { SupportLink } from './AuthForms';
import { ForgotSteps } from './ForgotSteps';
import { CodeStep } from './forgotPassword/CodeStep';
import { IdentityStep } from './forgotPassword/IdentityStep';
import { NewPasswordStep } from './forgotPassword/NewPasswordStep';
import { SuccessStep } from './forgotPassword/SuccessStep';
import { useForgotPassword } from './forgotPassword/useForgotPassword';
import { TextButton } from './formStyles';

const Screen = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const BackRow = styled.div`
  display: flex;
  justify-content: center;
`;

export interface ForgotPasswordProps {
  way: ForgotWay;
  passwordChanged: boolean;
}

/**
 * Forgot password by phone or e-mail (spec 2.6, 4, 5): identity (username with the bound phone or e-mail,
 * which sends a code), verification (the code), the new password, then success and back to login after 3 s.
 * Back goes one step back. The server answers the same for any name, so nothing here says whether an
 * account exists. Each step is a form of its own (forgotPassword/); useForgotPassword carries the journey.
 */
export function ForgotPassword({ way }: ForgotPasswordProps) {
  const t = useAuthText();
  const flow = useForgotPassword(way);
  const { step, busy, serverError } = flow;

  return (
    <Screen>
      {step < 3 ? <ForgotSteps step={step} /> : null}
      {step === 0 ? (
        <IdentityStep
          way={way}
          identity={flow.identity}
          busy={busy}
          serverError={serverError}
          onSubmit={flow.sendCode}
        />
      ) : null}
      {step === 1 ? (
        <CodeStep
          sentTo={flow.sentTo}
          code={flow.code}
          resendSeconds={flow.resendSeconds}
          busy={busy}
          serverError={serverError}
          onResend={() => void flow.sendCode(flow.identity)}
          onSubmit={flow.checkCode}
          onBack={(code) => flow.back({ code })}
        />
      ) : null}
      {step === 2 ? (
        <NewPasswordStep
          username={flow.identity.username}
          passwords={flow.passwords}
          busy={busy}
          serverError={serverError}
          onSubmit={flow.resetPassword}
          onBack={(passwords) => flow.back({ passwords })}
        />
      ) : null}
      {step === 3 ? (
        <SuccessStep seconds={flow.returnSeconds} onLogin={flow.backToLogin} />
      ) : (
        <BackRow>
          <TextButton type="button" onClick={flow.backToLogin}>
            {t('forgot.backToLogin')}
          </TextButton>
        </BackRow>
      )}
      <SupportLink />
    </Screen>
  );
}
