import { useState } from 'react';
import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SponsorItem } from '@src/contract';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.article`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;

const Visual = styled.div<{ hue: number | null }>`
  position: relative;
  height: 132px;
  background: ${({ hue, theme }) =>
    hue === null ? theme.colors.surfaceMuted : `linear-gradient(135deg, ${theme.colors.heroFrom}, hsl(${hue} 65% 40%))`};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const VisualTitle = styled.span`
  position: absolute;
  left: ${({ theme }) => theme.space.lg};
  bottom: ${({ theme }) => theme.space.md};
  color: #ffffff;
  font-size: ${({ theme }) => theme.fontSize.xl};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  letter-spacing: 0.05em;
  text-shadow: 0 1px 3px rgba(0, 0, 0, 0.35);
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  a {
    margin-top: auto;
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${({ theme }) => theme.fontSize.sm};
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.accentText} !important;
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

/** The picture when it loads; otherwise the gradient with the title stays (no broken-image icon). */
function SponsorVisual({ item, hue }: { item: SponsorItem; hue: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <Visual hue={hue}>
      {item.image && !failed ? <img src={item.image} alt="" onError={() => setFailed(true)} /> : null}
      {failed || !item.image ? <VisualTitle aria-hidden="true">{item.title}</VisualTitle> : null}
    </Visual>
  );
}

/** Sponsor content (spec 7.1 advertising/sponsorContent). */
export function SponsorList({ items }: { items: readonly SponsorItem[] }) {
  const { t } = useTranslation();
  return (
    <List>
      {items.map((item, index) => (
        <li key={item.id}>
          <Card aria-labelledby={`sponsor-${item.id}`}>
            <SponsorVisual item={item} hue={(index * 70 + 190) % 360} />
            <Body>
              <h3 id={`sponsor-${item.id}`}>{item.title}</h3>
              <Subtitle>{item.subtitle}</Subtitle>
              <p>{item.content}</p>
              {item.link ? <Link to={item.link}>{t('home.sponsorMore')}</Link> : null}
            </Body>
          </Card>
        </li>
      ))}
    </List>
  );
}

/** A card's text when it is a title, a subtitle and three lines: the placeholder holds that much. */
const PlaceholderBody = styled(Body)`
  min-height: 200px;
`;

/** The list while it loads: `count` cards of a usual size (the text decides the real height). */
export function SponsorListPlaceholder({ count }: { count: number }) {
  return (
    <List aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Card as="div">
            <Visual hue={null} />
            <PlaceholderBody />
          </Card>
        </li>
      ))}
    </List>
  );
}
