import styled from '@emotion/styled';

const Group = styled.div`
  display: inline-flex;
  padding: 2px;
  border: 1px solid rgba(255, 255, 255, 0.22);
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const Option = styled.button`
  min-height: 26px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.onHeaderMuted};
  font-size: ${({ theme }) => theme.fontSize.xs};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.onHeader};
    color: ${({ theme }) => theme.colors.header};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  &:hover:not([aria-pressed='true']) {
    color: ${({ theme }) => theme.colors.onHeader};
  }
`;

export interface PreferenceOption<T extends string> {
  value: T;
  label: string;
  /** The option's language when it differs from the page's (a language's own name). */
  lang?: string;
}

/** A small segmented control in the header: one pressed option of a few (language, edition). */
export function PreferenceSwitch<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: readonly PreferenceOption<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Option
          key={option.value}
          type="button"
          lang={option.lang}
          aria-pressed={option.value === value}
          onClick={() => {
            if (option.value !== value) onChange(option.value);
          }}
        >
          {option.label}
        </Option>
      ))}
    </Group>
  );
}
