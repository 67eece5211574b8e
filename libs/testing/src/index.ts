export {
  fakeApi,
  fakeApiCalls,
  renderPage,
  SESSION,
  TEACHER,
  type ApiAnswer,
  type ApiCall,
  type ApiRoutes,
  type PageRoute,
} from './render-page';
export { startedRequests } from './started-requests';
export { nth } from './nth';
export { menuEintraege, oeffneMenu, waehleImMenu, waehleOption } from './menus';
