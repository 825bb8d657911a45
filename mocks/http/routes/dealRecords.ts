import type { FastifyInstance } from 'fastify';
import { dealRecordApi } from '@src/contract/dealRecord';
import type { DealRecords } from '../../funds/dealRecords';
import { defineRoute } from '../defineRoute';

/** spec 7.3 transactions/queryDealRecord (and its totals): the signed-in member's own records only. */
export function registerDealRecordRoutes(app: FastifyInstance, records: DealRecords): void {
  defineRoute(app, dealRecordApi.queryDealRecord, ({ pageNum, pageSize, ...filter }, { member }) =>
    records.list(Number(member.userId), filter, { pageNum, pageSize }),
  );
  defineRoute(app, dealRecordApi.queryDealRecordTotal, (filter, { member }) =>
    records.totals(Number(member.userId), filter),
  );
}
