import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import type { NavigationItem } from '@src/contract';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A tile's box: the link and its placeholder are the same size (nothing moves when the list arrives). */
const tileBox = ({ theme }: { theme: Theme }) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.sm};
  padding: ${`${theme.space.lg} ${theme.space.sm}`};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.card};
`;

const PlaceholderTile = styled.div`
  ${tileBox}
`;

const Tile = styled(Link)`
  ${tileBox}
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition:
    transform 0.15s,
    box-shadow 0.15s,
    border-color 0.15s;
  &:hover {
    transform: translateY(-2px);
    border-color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }
`;

const Glyph = styled.span<{ hue: number | null }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ hue, theme }) =>
    hue === null
      ? theme.colors.surfaceMuted
      : `linear-gradient(135deg, hsl(${hue} 70% 52%), hsl(${(hue + 40) % 360} 75% 42%))`};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Name = styled.span`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

/** The site's navigation list (spec 7.1 advertising/navigationList) as a grid of channel tiles. */
export function ChannelGrid({ items }: { items: readonly NavigationItem[] }) {
  return (
    <Grid>
      {items.map((item, index) => (
        <li key={item.id}>
          <Tile to={item.path}>
            {/* The first character as a mark: the navigation list carries icon names, not images. */}
            <Glyph aria-hidden="true" hue={(index * 37 + 200) % 360}>
              {item.name.slice(0, 1)}
            </Glyph>
            <Name>{item.name}</Name>
          </Tile>
        </li>
      ))}
    </Grid>
  );
}

/**
 * The grid while the list loads: `count` empty tiles of the final size, so the sections below keep their place
 * when the channels arrive.
 */
export function ChannelGridPlaceholder({ count }: { count: number }) {
  return (
    <Grid aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <PlaceholderTile>
            <Glyph hue={null} />
            {/* A line of text's height, as under a real tile. */}
            <Name>{'\u00a0'}</Name>
          </PlaceholderTile>
        </li>
      ))}
    </Grid>
  );
}
