import type { FastifyInstance } from 'fastify';
import { api } from '@src/contract';
import type { LetterBox } from '../../site/letters';
import { defineRoute } from '../defineRoute';

/** spec 3, 7.1: the member's letters (list, read, delete, read all) and their unread counts. */
export function registerLetterRoutes(app: FastifyInstance, letters: LetterBox): void {
  defineRoute(app, api.unreadForType, (_body, { member }) => letters.unreadCounts(Number(member.userId)));

  defineRoute(app, api.letterList, ({ kind, pageNum, pageSize }, { member }) =>
    letters.list(Number(member.userId), kind, { pageNum, pageSize }),
  );
  defineRoute(app, api.letterRead, ({ ids }, { member }) => ({
    read: letters.markRead(Number(member.userId), ids),
  }));
  defineRoute(app, api.letterDelete, ({ ids }, { member }) => ({
    deleted: letters.delete(Number(member.userId), ids),
  }));
  defineRoute(app, api.letterReadAll, ({ kind }, { member }) => ({
    read: letters.readAll(Number(member.userId), kind),
  }));
}
