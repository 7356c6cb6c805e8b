import { describeRouteTable } from '@marketplace/vitest-config/route-table';
import { bankingCreditRoutes } from './routes';

describeRouteTable('banking-credit', {
  routes: bankingCreditRoutes,
  table: [['credit', ['builder'], true]],
  firstPage: { url: '/credit', title: 'Business credit' },
});
