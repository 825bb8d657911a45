import type { VenueProfile } from '../catalogue/venueCatalogue';
import { ENGINE_OF_CATEGORY } from '../catalogue/venueCatalogue';
import { ART_FONT, escapeXml, paletteOf } from './artPalette';
import { engineMotif } from './engineMotifs';

/**
 * A venue's logo (160 x 160): its colours from a hash of its code, its brand mark large, the Chinese half of its
 * name below and its category's motif faint behind. Generated, so no one's artwork is copied.
 */
export function venueLogoSvg(venue: Pick<VenueProfile, 'enName' | 'name' | 'mark' | 'category'>): string {
  const palette = paletteOf(`venue:${venue.enName}`);
  const id = `g${venue.enName}`;
  const label = venue.name.replace(/[A-Za-z0-9]/g, '') || venue.name;
  const markSize = venue.mark.length > 2 ? 50 : 64;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${escapeXml(venue.name)}">` +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.light}"/><stop offset="1" stop-color="${palette.dark}"/></linearGradient></defs>` +
    `<rect width="160" height="160" rx="32" fill="url(#${id})"/>` +
    `<g transform="translate(84 70) scale(0.8)" opacity="0.18">${engineMotif(ENGINE_OF_CATEGORY[venue.category], '#fff')}</g>` +
    `<circle cx="80" cy="72" r="50" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>` +
    `<text x="80" y="${72 + markSize * 0.35}" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="${markSize}" font-weight="900" fill="#fff" letter-spacing="-2">${escapeXml(venue.mark)}</text>` +
    `<text x="80" y="146" text-anchor="middle" font-family="${ART_FONT}" font-size="20" font-weight="700" fill="#fff">${escapeXml(label)}</text>` +
    `</svg>`
  );
}
