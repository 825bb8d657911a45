import type { FastifyInstance } from 'fastify';
import { api } from '@src/contract';
import type { LetterBox } from '../../site/letters';
import { defineRoute } from '../defineRoute';

/** spec 3, 7.1: unread letter counts. */
export function registerLetterRoutes(app: FastifyInstance, letters: LetterBox): void {
  defineRoute(app, api.unreadForType, (_body, { member }) => letters.unreadCounts(Number(member.userId)));
}
