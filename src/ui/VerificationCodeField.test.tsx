import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@emotion/react';
import { useForm } from 'react-hook-form';
import { classicTheme } from '@src/theme';
import { VerificationCodeField } from './VerificationCodeField';

function RegisteredCode({ onSend, sendDisabled }: { onSend: () => void; sendDisabled: boolean }) {
  const form = useForm({ defaultValues: { code: '' } });
  return (
    <ThemeProvider theme={classicTheme}>
      <VerificationCodeField
        label="验证码"
        sendLabel={sendDisabled ? '60秒后重新获取' : '获取验证码'}
        sendDisabled={sendDisabled}
        onSend={onSend}
        {...form.register('code')}
      />
      <output>{form.watch('code')}</output>
    </ThemeProvider>
  );
}

describe('the verification code field (spec 2.6, 4, 5)', () => {
  it('takes only digits, six at most, and gives the form what it shows', async () => {
    const user = userEvent.setup();
    render(<RegisteredCode onSend={vi.fn()} sendDisabled={false} />);
    const input = screen.getByLabelText<HTMLInputElement>('验证码');
    await user.type(input, 'a1b2 c3-d4e5f6g7');
    expect(input.value).toBe('123456');
    expect(screen.getByRole('status').textContent).toBe('123456');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });

  it('sends through its button, which waits while the countdown runs', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    const { rerender } = render(<RegisteredCode onSend={onSend} sendDisabled={false} />);
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(onSend).toHaveBeenCalledTimes(1);
    rerender(<RegisteredCode onSend={onSend} sendDisabled />);
    const waiting = screen.getByRole('button', { name: '60秒后重新获取' });
    expect(waiting).toHaveProperty('disabled', true);
    await user.click(waiting);
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});
