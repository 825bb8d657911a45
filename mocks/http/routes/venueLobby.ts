import type { FastifyInstance } from 'fastify';
import { venueApi } from '@src/contract/venue';
import type { LobbyServices } from '../../lobby';
import { languageOf } from '../answerLanguage';
import { defineRoute } from '../defineRoute';

const memberIdOf = (member: { userId: string } | null): number | null =>
  member ? Number(member.userId) : null;

/**
 * The casino lobbies' calls (spec 7.4, issue 15): venues by category, game lists, jackpot pools and favourites,
 * which visitors may browse (their balances and own tabs aside), and the member-only launch and sport resource.
 */
export function registerVenueLobbyRoutes(app: FastifyInstance, services: LobbyServices): void {
  const { lobby, collection, launcher, sportSession } = services;
  defineRoute(app, venueApi.venueInfoByCategory, ({ category }, { member, request: http }) => ({
    venues: lobby.venuesByCategory(category, memberIdOf(member), languageOf(http)),
  }));
  defineRoute(app, venueApi.gameList, (request, { member, request: http }) =>
    lobby.gameList(request, memberIdOf(member), languageOf(http)),
  );
  defineRoute(app, venueApi.bonusPools, ({ category }) => ({ pools: lobby.bonusPools(category) }));
  defineRoute(app, venueApi.addCollection, (game, { member }) => collection.add(Number(member.userId), game));
  defineRoute(app, venueApi.removeCollection, (game, { member }) =>
    collection.remove(Number(member.userId), game),
  );
  defineRoute(app, venueApi.launch, (request, { member, request: http }) =>
    launcher.launch(Number(member.userId), request, languageOf(http)),
  );
  defineRoute(app, venueApi.resource, (request, { member, token }) =>
    sportSession.verify(member.userId, token ?? '', request),
  );
}
