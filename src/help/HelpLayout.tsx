import { css } from '@emotion/react';
import { Outlet } from 'react-router-dom';
import { HelpMenu } from './HelpMenu';
import type { HelpTopic } from './topics';

export interface HelpLayoutProps {
  /** The topics to list (spec 2.4 item 5: without ck when the site disables deposit). */
  readonly topics: readonly HelpTopic[];
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

const contentColumn = css`
  flex: 1 1 auto;
  min-width: 0;
`;

/** The /app/help layout: the grouped menu on the left, the chosen topic on the right. */
export function HelpLayout({ topics }: HelpLayoutProps) {
  return (
    <div css={layout}>
      <div css={menuColumn}>
        <HelpMenu topics={topics} />
      </div>
      <div css={contentColumn}>
        <Outlet />
      </div>
    </div>
  );
}
