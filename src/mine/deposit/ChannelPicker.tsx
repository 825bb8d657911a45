import styled from '@emotion/styled';
import { DEPOSIT_CHANNEL_KINDS, type DepositChannel, type DepositRewardConfig } from '@src/contract/deposit';
import { formatAmount } from '@src/ui';
import { isZeroRate, percentOf } from './depositMoney';
import { useDepositText } from './useDepositText';

const Group = styled.fieldset`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  border: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.sm};
`;

const Option = styled.label<{ closed: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: ${({ closed }) => (closed ? 'not-allowed' : 'pointer')};
  opacity: ${({ closed }) => (closed ? 0.6 : 1)};
  touch-action: manipulation;
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  /* The radio covers its card: a tap anywhere on it chooses the channel. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
  strong {
    font-weight: ${({ theme }) => theme.fontWeight.medium};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSize.xs};
`;

const Tag = styled.span<{ tone: 'muted' | 'accent' | 'danger' }>`
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid currentColor;
  color: ${({ theme, tone }) =>
    tone === 'accent'
      ? theme.colors.accentText
      : tone === 'danger'
        ? theme.colors.danger
        : theme.colors.textMuted};
`;

const Reward = styled.small`
  && {
    color: ${({ theme }) => theme.colors.accentText};
  }
`;

export interface ChannelPickerProps {
  channels: DepositChannel[];
  rewards: DepositRewardConfig[];
  selectedId: string | null;
  onSelect: (channel: DepositChannel) => void;
}

/**
 * payment/types as radio groups by kind (spec 7.3): each channel with its limits, its fee or bonus, the site's
 * deposit reward for its kind (querySiteDepositRewardConfigList) and, when closed, 维护中 with its hours.
 */
export function ChannelPicker({ channels, rewards, selectedId, onSelect }: ChannelPickerProps) {
  const t = useDepositText();
  return (
    <>
      {DEPOSIT_CHANNEL_KINDS.map((kind) => {
        const ofKind = channels.filter((channel) => channel.kind === kind);
        if (ofKind.length === 0) return null;
        const reward = rewards.find((candidate) => candidate.kind === kind);
        return (
          <Group key={kind}>
            <legend>{t(`kinds.${kind}`)}</legend>
            {reward ? (
              <Reward>
                {t('reward', {
                  title: reward.title,
                  max: formatAmount(reward.maxReward),
                  min: formatAmount(reward.minDeposit),
                })}
              </Reward>
            ) : null}
            <Options>
              {ofKind.map((channel) => (
                <Option key={channel.id} closed={!channel.open}>
                  <input
                    type="radio"
                    name="depositChannel"
                    value={channel.id}
                    checked={selectedId === channel.id}
                    disabled={!channel.open}
                    onChange={() => onSelect(channel)}
                  />
                  <strong>{channel.name}</strong>
                  <small>
                    {t('limits', { min: formatAmount(channel.min), max: formatAmount(channel.max) })}
                  </small>
                  <Tags>
                    {channel.open ? null : <Tag tone="danger">{t('closed')}</Tag>}
                    {isZeroRate(channel.feeRate) ? null : (
                      <Tag tone="muted">{t('fee', { rate: percentOf(channel.feeRate) })}</Tag>
                    )}
                    {isZeroRate(channel.bonusRate) ? null : (
                      <Tag tone="accent">{t('bonus', { rate: percentOf(channel.bonusRate) })}</Tag>
                    )}
                  </Tags>
                  {channel.open ? null : <small>{t('hours', { hours: channel.hours })}</small>}
                </Option>
              ))}
            </Options>
          </Group>
        );
      })}
    </>
  );
}
