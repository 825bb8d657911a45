import { createHash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { AuthService } from '../auth/authService';
import type { MemberStore } from '../auth/members';
import { DEMO_COUNTRY_AREAS, DEMO_MEMBERS, DEMO_NAVIGATION, DEMO_SITE_CONFIG, DEMO_SPONSORS, DEMO_VENUES } from './demoData';

/**
 * Fills a fresh database with the demo site: configuration, navigation, sponsor content, country areas,
 * venues and the demo members (registered like anyone else, so they get the registration credit).
 * Each part is written only when missing, so seeding on every start is harmless.
 */
export async function seedDemoData(db: Database, auth: AuthService, members: MemberStore): Promise<void> {
  db.transaction(() => seedSiteContent(db)).immediate();

  for (const demo of Object.values(DEMO_MEMBERS)) {
    const existing = members.findByName(demo.username);
    const member =
      existing ??
      (await auth.createMember({
        username: demo.username,
        passwordMd5: md5Hex(demo.password),
        ip: '127.0.0.1',
        domain: 'seed',
      }));
    if (!('phone' in demo)) continue;
    if (!existing) {
      members.bindPhone(member.id, demo.areaCode, demo.phone);
      members.bindRealName(member.id, demo.realName);
    }
    // Added with the accounts issue: databases seeded before it get them too.
    if (!member.email) members.bindEmail(member.id, demo.email);
    if (member.profileConfirmedAt === null) {
      members.confirmProfile(member.id, member.realName ?? demo.realName, demo.birthday, member.createdAt);
    }
  }
}

function seedSiteContent(db: Database): void {
  const c = DEMO_SITE_CONFIG;
  db.prepare(
    `INSERT OR IGNORE INTO site_config
       (id, site_id, title, h5_domain_url, kaptchcate, deposit_enabled, edition_switch, register_enabled,
        customer_service_url)
     VALUES (1, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    c.siteId,
    c.title,
    c.h5DomainUrl,
    c.kaptchcate,
    c.depositEnabled ? 1 : 0,
    c.editionSwitch ? 1 : 0,
    c.registerEnabled ? 1 : 0,
    c.customerServiceUrl,
  );

  if (isEmpty(db, 'navigation_items')) {
    const insert = db.prepare('INSERT INTO navigation_items (id, name, path, icon, sort) VALUES (?, ?, ?, ?, ?)');
    DEMO_NAVIGATION.forEach((item, index) => insert.run(index + 1, item.name, item.path, item.icon, index + 1));
  }
  if (isEmpty(db, 'sponsor_items')) {
    const insert = db.prepare(
      'INSERT INTO sponsor_items (id, title, subtitle, content, image, link, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    DEMO_SPONSORS.forEach((item, index) =>
      insert.run(index + 1, item.title, item.subtitle, item.content, item.image, item.link, index + 1),
    );
  }
  if (isEmpty(db, 'country_areas')) {
    const insert = db.prepare('INSERT INTO country_areas (area_name, area_code, regex, sort) VALUES (?, ?, ?, ?)');
    DEMO_COUNTRY_AREAS.forEach((area, index) => insert.run(area.areaName, area.areaCode, area.regex, index + 1));
  }
  // Venues a database from before a venue was added lacks are added (a venue is never removed here).
  const insertVenue = db.prepare(
    'INSERT INTO venues (en_name, name, category, sort) VALUES (?, ?, ?, ?) ON CONFLICT (en_name) DO NOTHING',
  );
  DEMO_VENUES.forEach((venue, index) => insertVenue.run(venue.enName, venue.name, venue.category, index + 1));
}

function isEmpty(db: Database, table: 'navigation_items' | 'sponsor_items' | 'country_areas'): boolean {
  return db.prepare(`SELECT 1 FROM ${table} LIMIT 1`).get() === undefined;
}

/** What the client sends for a typed password (spec 7.5). */
export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}
