import styled from '@emotion/styled';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@src/ui';

const Badge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: #d93025;
  color: #ffffff;
  font-size: 11px;
  font-weight: 700;
  line-height: 1;
`;

/** The unread-message count (99+ past 99); nothing when there is none. Read out as "N条未读消息". */
export function UnreadBadge({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <>
      <Badge aria-hidden="true">{count > 99 ? '99+' : count}</Badge>
      <VisuallyHidden>{t('header.unread', { count })}</VisuallyHidden>
    </>
  );
}
