import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../server';
import { DEMO_VENUES } from './demoData';

const ADDED_LATER = ['XMTY', 'KXZR', 'G1CP', 'SGCP', 'MGDZ'];

describe('seeding the venues', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('adds the venues a database from before them lacks, keeping the ones it has', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'venues-seed-'));
    folders.push(dataDir);
    const options = { dataDir, logLevel: 'silent', serveClient: false, captchaMode: 'off' as const };
    const first = await createApp(options);
    // A database seeded before the five venues existed, with a venue closed by its operator.
    first.db.prepare(`DELETE FROM venues WHERE en_name IN (${ADDED_LATER.map(() => '?').join(', ')})`).run(...ADDED_LATER);
    first.db.prepare("UPDATE venues SET status = 'maintenance' WHERE en_name = 'BGZR'").run();
    await first.close();

    const second = await createApp(options);
    try {
      const rows = second.db.prepare<[], { en_name: string; status: string }>('SELECT en_name, status FROM venues').all();
      expect(rows.map((row) => row.en_name).sort()).toEqual(DEMO_VENUES.map((venue) => venue.enName).sort());
      expect(rows.find((row) => row.en_name === 'BGZR')?.status).toBe('maintenance');
    } finally {
      await second.close();
    }
  });
});
