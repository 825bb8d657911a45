import { nextChinaMidnight, seasonLabel } from './chinaDay';
import type { LeagueDef } from './leagues';
import type { MatchLifecycle } from './matchLifecycle';
import type { MatchPricing } from './matchPricing';
import type { MatchScheduler } from './matchScheduler';
import { OutrightBook, buildOutrightMarket } from './outright';
import { SimMatch } from './simMatch';
import type { SimWorld } from './simWorld';
import { SPORTS } from './sports';

const OUTRIGHT_MOVES_PER_BOOK_SECOND = 0.02;

/**
 * The outrights of the simulator: one book per titled league (listed under FS, today's or early), its chances
 * drifting and contenders eliminated second by second, decided at its settlement time (the winner's odds win),
 * and a new book for the next season a few minutes after.
 */
export class OutrightDesk {
  constructor(
    private readonly world: SimWorld,
    private readonly pricing: MatchPricing,
    private readonly scheduler: MatchScheduler,
    private readonly lifecycle: MatchLifecycle,
  ) {}

  /** Opens a book on a titled league: today (30%, when the day has room) or within the next six days. */
  open(base: LeagueDef): void {
    const { world } = this;
    const { rng } = world;
    const names = base.teams.slice(0, rng.intBetween(Math.min(8, base.teams.length), Math.min(20, base.teams.length)));
    const midnight = nextChinaMidnight(world.now);
    const today = midnight - world.now > 2 * 3600_000 && rng.chance(0.3);
    const at = today ? rng.range(world.now + 3600_000, midnight - 20 * 60_000) : rng.range(world.now + 86_400_000, world.now + 6 * 86_400_000);
    const settleAt = Math.ceil(at / 300_000) * 300_000;
    const sportOrder = SPORTS.findIndex((sport) => sport.gameType === base.gameType);
    const league = this.scheduler.wireLeague({ league_id: `9${base.league_id}`, name: base.name, gameType: 'FS', sort: sportOrder * 100 + base.sort });
    const season = base.gameType === 'FT' || base.gameType === 'BK' ? seasonLabel(world.now) : String(new Date(settleAt).getUTCFullYear());
    const feed = this.scheduler.newFeedMatch(league, 'FS', `${season} ${base.outright ?? base.name}`, '', settleAt);
    const m = new SimMatch(feed, league, null, [], rng.range(1.1, 1.22));
    m.book = new OutrightBook(names, rng);
    const { market, odds } = buildOutrightMarket(feed.gameId, names);
    m.markets = [market];
    m.odds = odds;
    world.matches.set(feed.gameId, m);
    world.outrightMatches.push(m);
    world.moveTo(m, world.scheduledShowType(m));
    this.pricing.priceOutright(m);
    world.agenda.push(settleAt, { kind: 'outrightEnd', match: m });
  }

  /** One second of the books: a few drift, and contenders drop out as the settlement time nears. */
  second(): void {
    const { world } = this;
    const { rng } = world;
    const books = world.outrightMatches;
    const moves = rng.poisson(books.length * OUTRIGHT_MOVES_PER_BOOK_SECOND);
    for (let i = 0; i < moves; i++) {
      const m = books[rng.int(books.length)];
      if (!m?.book || m.feed.gameStatus !== 'scheduled') continue;
      m.book.drift(rng);
      this.pricing.priceOutright(m);
    }
    for (const m of books) {
      const book = m.book;
      if (!book || m.feed.gameStatus !== 'scheduled' || book.aliveCount <= 2) continue;
      const secondsLeft = Math.max(60, (m.feed.startTime - world.now) / 1000);
      if (rng.chance((0.5 * (book.aliveCount - 2)) / secondsLeft)) {
        book.eliminate(rng);
        this.pricing.priceOutright(m);
      }
    }
  }

  /** Decides the book: the winner drawn, every odds closed, the result out; the next season's book follows. */
  decide(m: SimMatch): void {
    const { world } = this;
    const book = m.book;
    if (!book) return;
    const i = world.outrightMatches.indexOf(m);
    if (i >= 0) world.outrightMatches.splice(i, 1);
    const winner = book.names[book.winner(world.rng)] ?? '';
    m.set('gameStatus', 'ended');
    world.emitPatch(m);
    this.lifecycle.closeAll(m);
    this.lifecycle.publishResult(m, { status: 'ended', score: null, winner });
    m.set('gameStatus', 'settling');
    world.emitPatch(m);
    world.agenda.push(world.now + 180_000, { kind: 'remove', match: m });
    const base = this.scheduler.baseLeagueOf(m.feed.league_id);
    if (base) world.agenda.push(world.now + 180_000, { kind: 'outrightNew', league: base });
  }
}
