import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { css, type Theme } from '@emotion/react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'onHeader' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  /** Looks inactive but stays clickable, so a submit still shows what is missing (spec 4). */
  inactive?: boolean;
}

const variantStyles = (theme: Theme, variant: ButtonVariant) => {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.primary};
        color: ${colors.onPrimary};
        border-color: ${colors.primary};
        &:hover:not(:disabled) {
          background: ${colors.primaryHover};
          border-color: ${colors.primaryHover};
        }
      `;
    case 'secondary':
      return css`
        background: ${colors.surface};
        color: ${colors.primary};
        border-color: ${colors.primary};
        &:hover:not(:disabled) {
          background: ${colors.surfaceMuted};
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.text};
        border-color: transparent;
        &:hover:not(:disabled) {
          background: ${colors.surfaceMuted};
        }
      `;
    case 'onHeader':
      return css`
        background: transparent;
        color: ${colors.onHeader};
        border-color: ${colors.onHeaderMuted};
        &:hover:not(:disabled) {
          border-color: ${colors.onHeader};
          background: rgba(255, 255, 255, 0.08);
        }
      `;
    case 'link':
      return css`
        background: transparent;
        color: ${colors.primary};
        border-color: transparent;
        padding-left: 0;
        padding-right: 0;
        &:hover:not(:disabled) {
          text-decoration: underline;
        }
      `;
  }
};

const sizeStyles = (theme: Theme, size: ButtonSize) => {
  const heights = { sm: '30px', md: '36px', lg: '44px' } as const;
  const fontSizes = { sm: theme.fontSize.sm, md: theme.fontSize.md, lg: theme.fontSize.lg } as const;
  return css`
    min-height: ${heights[size]};
    padding: 0 ${size === 'sm' ? theme.space.md : theme.space.lg};
    font-size: ${fontSizes[size]};
  `;
};

const buttonStyles = ({
  theme,
  variant = 'primary',
  size = 'md',
  block,
  inactive,
}: ButtonStyleProps & { theme: Theme }) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space.xs};
  border: 1px solid transparent;
  border-radius: ${theme.radius.md};
  font-weight: ${theme.fontWeight.medium};
  text-decoration: none;
  cursor: pointer;
  white-space: nowrap;
  transition:
    background-color 0.15s,
    border-color 0.15s,
    opacity 0.15s;
  ${variantStyles(theme, variant)}
  ${sizeStyles(theme, size)}
  ${block && 'width: 100%;'}
  ${inactive && 'opacity: 0.55;'}
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const styleProps = ['variant', 'size', 'block', 'inactive'];

export const Button = styled('button', {
  shouldForwardProp: (prop) => !styleProps.includes(prop),
})<ButtonStyleProps>(buttonStyles);

/** A link that looks like a button (navigation, not an action). */
export const ButtonLink = styled(Link, {
  shouldForwardProp: (prop) => !styleProps.includes(prop),
})<ButtonStyleProps>(buttonStyles);
