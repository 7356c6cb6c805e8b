export { CatalogSearchBar } from './components/catalog-search-bar/catalog-search-bar';
export { CatalogPage } from './pages/catalog-page';
export { catalogRoutes, paths } from './routes';
