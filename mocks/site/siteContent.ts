import type { Database, Statement } from 'better-sqlite3';
import type { CountryArea, NavigationItem, SiteBaseConfig, SponsorItem } from '@src/contract';

export interface SiteConfig extends SiteBaseConfig {
  customerServiceUrl: string;
}

interface SiteConfigRow {
  site_id: string;
  title: string;
  h5_domain_url: string;
  kaptchcate: number;
  deposit_enabled: number;
  edition_switch: number;
  register_enabled: number;
  customer_service_url: string;
}

/** The site's configuration and content lists (spec 7.1), read from the database. */
export class SiteContent {
  private readonly configRow: Statement<[], SiteConfigRow>;
  private readonly navigationRows: Statement<[], NavigationItem>;
  private readonly sponsorRows: Statement<[], SponsorItem>;
  private readonly areaRows: Statement<[], CountryArea>;

  constructor(db: Database) {
    this.configRow = db.prepare(
      `SELECT site_id, title, h5_domain_url, kaptchcate, deposit_enabled, edition_switch, register_enabled,
              customer_service_url
         FROM site_config WHERE id = 1`,
    );
    this.navigationRows = db.prepare('SELECT id, name, path, icon, sort FROM navigation_items ORDER BY sort, id');
    this.sponsorRows = db.prepare(
      'SELECT id, title, subtitle, content, image, link FROM sponsor_items ORDER BY sort, id',
    );
    this.areaRows = db.prepare(
      'SELECT area_name AS areaName, area_code AS areaCode, regex FROM country_areas ORDER BY sort, id',
    );
  }

  config(): SiteConfig {
    const row = this.configRow.get();
    if (!row) throw new Error('site_config is not seeded');
    return {
      siteId: row.site_id,
      title: row.title,
      h5DomainUrl: row.h5_domain_url,
      kaptchcate: row.kaptchcate === 1 ? 1 : 0,
      depositEnabled: row.deposit_enabled === 1,
      editionSwitch: row.edition_switch === 1,
      registerEnabled: row.register_enabled === 1,
      customerServiceUrl: row.customer_service_url,
    };
  }

  navigation(): NavigationItem[] {
    return this.navigationRows.all();
  }

  sponsors(): SponsorItem[] {
    return this.sponsorRows.all();
  }

  /** Country and area phone rules, +86 first; `filter` matches a name or a code. */
  countryAreas(filter = ''): CountryArea[] {
    const areas = this.areaRows.all();
    const needle = filter.trim();
    if (!needle) return areas;
    return areas.filter((area) => area.areaName.includes(needle) || area.areaCode.includes(needle));
  }
}
