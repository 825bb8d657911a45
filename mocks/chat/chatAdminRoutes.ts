import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  chatMuteSchema,
  chatRoomInfoSchema,
  chatRoomStatusSchema,
  chatScoreSchema,
  endpoint,
  moneySchema,
} from '@src/contract';
import { defineRoute } from '../http/defineRoute';
import type { ChatAdmin } from './chatModeration';

const DEV = '/dev/api/chat';
const rid = z.string().min(1).max(64);
const roomBody = z.object({ rid });

/** Moderation for tests and demos; registered only with DEV_API=1. No auth: never on a public server. */
export const chatAdminApi = {
  mute: endpoint(
    'POST',
    `${DEV}/mute`,
    z.object({
      userId: z.string().min(1),
      durationMs: z.number().int().positive().optional(),
      reason: z.string().max(200).optional(),
    }),
    chatMuteSchema,
  ),
  unmute: endpoint('POST', `${DEV}/unmute`, z.object({ userId: z.string().min(1) }), chatMuteSchema),
  block: endpoint('POST', `${DEV}/block`, z.object({ rid, blocked: z.boolean() }), chatRoomInfoSchema),
  status: endpoint(
    'POST',
    `${DEV}/status`,
    z.object({ rid, status: chatRoomStatusSchema }),
    chatRoomInfoSchema,
  ),
  vipLevel: endpoint(
    'POST',
    `${DEV}/vipLevel`,
    z.object({ rid, minVipLevel: z.number().int().min(0).max(99) }),
    chatRoomInfoSchema,
  ),
  room: endpoint(
    'POST',
    `${DEV}/room`,
    z.object({ rid, name: z.string().min(1).max(40).optional(), guestsMaySend: z.boolean().optional() }),
    chatRoomInfoSchema,
  ),
  clear: endpoint('POST', `${DEV}/clear`, roomBody, z.object({ cleared: z.number().int() })),
  destroy: endpoint('POST', `${DEV}/destroy`, roomBody, z.null()),
  restore: endpoint('POST', `${DEV}/restore`, roomBody, chatRoomInfoSchema),
  score: endpoint('POST', `${DEV}/score`, chatScoreSchema, z.null()),
  gift: endpoint(
    'POST',
    `${DEV}/gift`,
    z.object({
      rid,
      userId: z.string().default('0'),
      username: z.string().min(1).max(40),
      vipLevel: z.number().int().min(0).default(0),
      giftName: z.string().min(1).max(40),
      count: z.number().int().positive().default(1),
      amount: moneySchema,
      category: z.string().max(32).optional(),
      categoryType: z.string().max(32).optional(),
    }),
    z.null(),
  ),
  prediction: endpoint(
    'POST',
    `${DEV}/prediction`,
    z.object({
      rid,
      gameId: z.string().min(1),
      username: z.string().min(1).max(40),
      prediction: z.string().min(1).max(20),
      note: z.string().max(200).default(''),
    }),
    z.null(),
  ),
  notice: endpoint(
    'POST',
    `${DEV}/notice`,
    z.object({ text: z.string().min(1).max(500), rid: rid.optional() }),
    z.null(),
  ),
  stats: endpoint(
    'POST',
    `${DEV}/stats`,
    z.object({}).passthrough(),
    z.object({ connections: z.number().int(), rooms: z.array(chatRoomInfoSchema) }),
  ),
};

export function registerChatAdminRoutes(app: FastifyInstance, admin: ChatAdmin, now: () => number): void {
  defineRoute(app, chatAdminApi.mute, ({ userId, durationMs, reason }) =>
    admin.mute(userId, { durationMs, reason }),
  );
  defineRoute(app, chatAdminApi.unmute, ({ userId }) => admin.unmute(userId));
  defineRoute(app, chatAdminApi.block, ({ rid, blocked }) => admin.setBroadcastBlocked(rid, blocked));
  defineRoute(app, chatAdminApi.status, ({ rid, status }) => admin.setRoomStatus(rid, status));
  defineRoute(app, chatAdminApi.vipLevel, ({ rid, minVipLevel }) => admin.setMinVipLevel(rid, minVipLevel));
  defineRoute(app, chatAdminApi.room, ({ rid, ...settings }) => admin.updateRoom(rid, settings));
  defineRoute(app, chatAdminApi.clear, ({ rid }) => admin.clearRoom(rid));
  defineRoute(app, chatAdminApi.destroy, ({ rid }) => {
    admin.destroyRoom(rid);
    return null;
  });
  defineRoute(app, chatAdminApi.restore, ({ rid }) => admin.restoreRoom(rid));
  defineRoute(app, chatAdminApi.score, ({ gameId, ...score }) => {
    admin.pushScore(gameId, score);
    return null;
  });
  defineRoute(app, chatAdminApi.gift, ({ rid, category, categoryType, ...gift }) => {
    admin.pushGift(rid, { ...gift, sentAt: now() }, { category, categoryType });
    return null;
  });
  defineRoute(app, chatAdminApi.prediction, ({ rid, ...prediction }) => {
    admin.pushPrediction(rid, { ...prediction, sentAt: now() });
    return null;
  });
  defineRoute(app, chatAdminApi.notice, ({ text, rid }) => {
    admin.notice(text, rid);
    return null;
  });
  defineRoute(app, chatAdminApi.stats, () => admin.stats());
}
