import { timingSafeEqual } from 'node:crypto';
import { Code } from '@src/contract';
import { VenueMessage } from '@src/contract/venue';
import { ApiError } from '../http/apiError';
import type { VenueDirectory } from '../venues/providerApi';

/** A resource call's timestamp may be this far from the server's clock, either way. */
export const RESOURCE_CLOCK_SKEW_MS = 5 * 60 * 1000;

export interface ResourceRequest {
  method: string;
  enName: string;
  Request: { timestamp: number; token: string; langx: string; remoteip: string };
}

export interface ResourceAnswer {
  uid: string;
  langx: string;
  serverTime: number;
}

/**
 * The sport venue's resource call (spec 7.4, 8.2): the UID verification a sport provider's page makes before it
 * shows the member's session. The Request's token must be the caller's own, its timestamp within five minutes of
 * the server's clock, and the venue a sport (TY) venue; anything else is 6302 (数据异常，请重新进入游戏).
 */
export class SportSession {
  private readonly clock: () => number;

  constructor(
    private readonly directory: VenueDirectory,
    clock?: () => number,
  ) {
    this.clock = clock ?? (() => Date.now());
  }

  verify(memberId: string, callerToken: string, request: ResourceRequest): ResourceAnswer {
    const now = this.clock();
    const venue = this.directory.get(request.enName);
    const valid =
      venue !== undefined &&
      venue.info().category === 'TY' &&
      Math.abs(now - request.Request.timestamp) <= RESOURCE_CLOCK_SKEW_MS &&
      sameSecret(request.Request.token, callerToken);
    if (!valid) throw new ApiError(Code.UidVerificationError, VenueMessage.uidVerification);
    return { uid: memberId, langx: request.Request.langx, serverTime: now };
  }
}

/** Compares two secrets in time independent of where they differ. */
function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
