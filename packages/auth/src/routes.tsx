export { paths, safeNextPath } from './paths';
export type { RoutePath } from './paths';
