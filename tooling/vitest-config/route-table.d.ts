import type { AccountType } from '@marketplace/contracts';
import type { RouteObject } from 'react-router';

/** One row: the route's path (`(index)` for an index route), who may open it, search bar on. */
export type RouteTableRow = readonly [path: string, accountTypes: readonly AccountType[], search: boolean];

/**
 * Declares tests for a feature's routes: each row's access and search bar as the guard and the
 * layout read them, no route beyond the table, and the page of `firstPage.url` rendering its
 * `<h1>` `firstPage.title`.
 */
export declare function describeRouteTable(
  name: string,
  options: { routes: RouteObject[]; table: readonly RouteTableRow[]; firstPage: { url: string; title: string } },
): void;
