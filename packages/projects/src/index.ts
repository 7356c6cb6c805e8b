export { paths, projectsRoutes, projectsStandaloneRoutes } from './routes';
export { ProjectsPage } from './pages/projects-page';
