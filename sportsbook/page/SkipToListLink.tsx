import styled from '@emotion/styled';
import { useLayoutEffect, useState, type MouseEvent } from 'react';
import { createPortal } from 'react-dom';

const Link = styled.a`
  position: fixed;
  top: 8px;
  left: 8px;
  z-index: 1000;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 14px;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadow.raised};
  /* Out of sight until it has the keyboard's focus. */
  &:not(:focus) {
    clip-path: inset(50%);
    width: 1px;
    height: 1px;
    padding: 0;
    overflow: hidden;
    white-space: nowrap;
  }
`;

/** The skip link's place: the first thing in the document, before the site header's many links. */
function useFirstInBody(): HTMLElement | null {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    const element = document.createElement('div');
    document.body.prepend(element);
    setHost(element);
    return () => element.remove();
  }, []);
  return host;
}

export interface SkipToListLinkProps {
  /** The id of the element to move to. */
  targetId: string;
  children: string;
}

/**
 * A skip link (WCAG 2.4.1 bypass blocks): the first Tab stop of the page, it moves the keyboard past the header and
 * the filters to the match list, from where the next Tab is the first price. Rendered at the start of the body
 * (a portal) since the page itself comes after the site's header.
 */
export function SkipToListLink({ targetId, children }: SkipToListLinkProps) {
  const host = useFirstInBody();
  if (host === null) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus moves by script: following the hash would change the page address the filters live in.
    event.preventDefault();
    const target = document.getElementById(targetId);
    if (target === null) return;
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus();
  };
  return createPortal(
    <Link href={`#${targetId}`} onClick={onClick}>
      {children}
    </Link>,
    host,
  );
}
