import { api } from '@marketplace/api-client';
import type { Camelize, OperatorAuditEventListResponse } from '@marketplace/contracts';
import { definedOnly, type PageArgs } from './query-params';

export type OperatorAuditEventPageData = Camelize<OperatorAuditEventListResponse>;
export type OperatorAuditEventData = OperatorAuditEventPageData['results'][number];

/** Filters of the audit log: one operator, or one subject (a kind, and optionally its id). */
export interface AuditEventsArgs extends PageArgs {
  operatorId?: string;
  subjectType?: string;
  subjectId?: string;
}

/** What operators did, newest first: every write of the console is recorded by the API. */
export const operatorAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    listOperatorAuditEvents: build.query<OperatorAuditEventPageData, AuditEventsArgs>({
      query: (args) => ({ url: '/api/operator/audit-events/', params: definedOnly(args) }),
    }),
  }),
  overrideExisting: 'throw',
});

export const { useListOperatorAuditEventsQuery } = operatorAuditApi;
