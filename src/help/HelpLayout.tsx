import { css } from '@emotion/react';
import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useArticlePalette } from './article';
import type { ArticlePalette } from './article';
import { HelpMenu } from './HelpMenu';
import { visibleHelpTopics } from './topics';

export interface HelpLayoutProps {
  /** spec 2.4 item 5: the menu leaves out ck while the site disables deposit. */
  readonly isDepositEnabled: () => boolean;
}

const layout = css`
  display: flex;
  align-items: flex-start;
  gap: 24px;
  padding: 24px;
  @media (max-width: 768px) {
    flex-direction: column;
    padding: 12px;
  }
`;

const menuColumn = css`
  flex: 0 0 220px;
  position: sticky;
  top: 16px;
  @media (max-width: 768px) {
    position: static;
    width: 100%;
  }
`;

const contentColumn = (p: ArticlePalette) => css`
  flex: 1 1 auto;
  min-width: 0;
  background: ${p.surface};
  border: 1px solid ${p.border};
  border-radius: 6px;
  padding: 24px 32px;
  @media (max-width: 768px) {
    padding: 16px;
  }
`;

/** The /app/help layout: the grouped menu on the left, the chosen topic on the right. */
export function HelpLayout({ isDepositEnabled }: HelpLayoutProps) {
  // Subscribing to the location re-reads the site setting on every navigation.
  useLocation();
  const topics = visibleHelpTopics({ depositEnabled: isDepositEnabled() });
  const palette = useArticlePalette();
  const content = useMemo(() => contentColumn(palette), [palette]);
  return (
    <div css={layout}>
      <div css={menuColumn}>
        <HelpMenu topics={topics} />
      </div>
      <div css={content}>
        <Outlet />
      </div>
    </div>
  );
}
