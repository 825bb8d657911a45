import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ServerLanguage } from '@src/contract';
import { cspNonceOf } from '../../http/securityHeaders';
import { languageOfHeader, languageOfName } from '../../http/requestLanguage';
import { textIn } from '../../http/serverText';
import { gameThumbnailUrl, venueLogoUrl } from '../art/artUrls';
import { gameThumbnailSvg } from '../art/gameThumbnail';
import { venueLogoSvg } from '../art/venueLogo';
import type { SimulatedVenueProvider } from '../simulatedProvider';
import { VENUES_BASE_PATH } from '../simulatedProvider';
import type { SimulatedVenues } from '../simulatedVenues';
import { answerArt, drawnArt, type DrawnArt } from './svgAnswer';
import { renderErrorPage, renderPlayPage } from './playPage';
import { PLAY_PAGE_SCRIPT } from './playPageScript';

const SCRIPT_URL = `${VENUES_BASE_PATH}/play.js`;
const GAME_FILE = /^([A-Za-z0-9_-]{1,40})\.svg$/;

const PageMessage = {
  invalidSession: '游戏会话无效，请从游戏大厅重新进入',
  expiredSession: '游戏会话已过期，请重新进入游戏',
  venueUnknown: '场馆不存在',
  gameUnknown: '游戏不存在',
  notFound: '页面不存在',
} as const;

/**
 * The venues' own pages, apart from the site's API (as if each provider were another host):
 * - GET /venues/<enName>/logo.svg and /venues/<enName>/games/<gameCode>.svg: generated art, cacheable (ETag);
 * - GET /venues/<enName>/play?session=<token>: the game page a launch opens (framed by the site, or in a tab);
 * - GET /venues/play.js: that page's script (its 返回 button).
 * Anything else under /venues is a 404, never the client's history fallback. The pages keep the site's security
 * headers: framed by the site's own origin only (frame-ancestors 'self', X-Frame-Options SAMEORIGIN).
 */
export function registerVenueRoutes(app: FastifyInstance, venues: SimulatedVenues): void {
  const logos = new Map<string, DrawnArt>();
  const thumbnails = new Map<string, DrawnArt>();

  const notFound = (reply: FastifyReply): FastifyReply =>
    reply
      .code(404)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(PageMessage.notFound);

  const htmlAnswer = (reply: FastifyReply, status: number, html: string): FastifyReply =>
    reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

  void app.register((scope, _options, done) => {
    scope.get<{ Params: { enName: string }; Querystring: { lang?: unknown } }>(
      `${VENUES_BASE_PATH}/:enName/logo.svg`,
      (request, reply) => {
        const provider = venues.get(request.params.enName);
        if (!provider) return notFound(reply);
        const language = languageOfName(request.query.lang);
        const key = `${provider.enName}:${language}`;
        let art = logos.get(key);
        if (!art) {
          art = drawnArt(
            venueLogoSvg({ ...provider.profile, name: textIn(language, provider.profile.name) }),
          );
          logos.set(key, art);
        }
        return answerArt(request, reply, art);
      },
    );

    scope.get<{ Params: { enName: string; file: string }; Querystring: { lang?: unknown } }>(
      `${VENUES_BASE_PATH}/:enName/games/:file`,
      (request, reply) => {
        const provider = venues.get(request.params.enName);
        const gameCode = GAME_FILE.exec(request.params.file)?.[1];
        const game = gameCode === undefined ? undefined : provider?.game(gameCode);
        if (!provider || !game) return notFound(reply);
        const language = languageOfName(request.query.lang);
        const key = `${provider.enName}/${game.gameCode}:${language}`;
        let art = thumbnails.get(key);
        if (!art) {
          art = drawnArt(gameThumbnailSvg(provider.profile, { ...game, name: textIn(language, game.name) }));
          thumbnails.set(key, art);
        }
        return answerArt(request, reply, art);
      },
    );

    scope.get(SCRIPT_URL, (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/javascript; charset=utf-8')
        .send(PLAY_PAGE_SCRIPT),
    );

    scope.get<{ Params: { enName: string }; Querystring: { session?: unknown } }>(
      `${VENUES_BASE_PATH}/:enName/play`,
      (request, reply) => {
        const nonce = cspNonceOf(request.raw);
        const fallbackLanguage = languageOfHeader(request.headers['accept-language']);
        const error = (status: number, message: string, language: ServerLanguage = fallbackLanguage) =>
          htmlAnswer(reply, status, renderErrorPage({ language, message, scriptUrl: SCRIPT_URL, nonce }));
        const provider = venues.get(request.params.enName);
        if (!provider) return error(404, PageMessage.venueUnknown);
        const token = typeof request.query.session === 'string' ? request.query.session : '';
        const check = provider.openSession(token);
        if (!check.ok)
          return error(
            403,
            check.reason === 'expired' ? PageMessage.expiredSession : PageMessage.invalidSession,
          );
        const { session } = check;
        const game = provider.game(session.gameCode);
        if (!game) return error(404, PageMessage.gameUnknown, session.language);
        return htmlAnswer(
          reply,
          200,
          playPageHtml(provider, game.gameCode, game.name, session.player, session.language, nonce),
        );
      },
    );

    scope.get(`${VENUES_BASE_PATH}/*`, (_request, reply) => notFound(reply));
    done();
  });
}

function playPageHtml(
  provider: SimulatedVenueProvider,
  gameCode: string,
  gameName: string,
  player: string,
  language: ServerLanguage,
  nonce: string,
): string {
  return renderPlayPage({
    language,
    venueName: provider.profile.name,
    gameName,
    balance: provider.walletBalance(player),
    logoUrl: venueLogoUrl(provider.enName),
    thumbnailUrl: gameThumbnailUrl(provider.enName, gameCode),
    scriptUrl: SCRIPT_URL,
    nonce,
  });
}
