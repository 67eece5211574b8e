export { fakeApi, renderPage, SESSION, TEACHER, type ApiRoutes, type PageRoute } from './render-page';
