// Redux Toolkit and React Redux, re-exported: @lernstapel/api-client is the shared singleton that
// owns the one store, so apps use its copy (one store context) and the portal ships a tree-shaken
// Redux instead of three whole packages (issue 15 §2). Apps import these from @lernstapel/api-client.
export { setupListeners, skipToken } from '@reduxjs/toolkit/query';
export type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
export type { SerializedError } from '@reduxjs/toolkit';
export { Provider, useDispatch, useSelector } from 'react-redux';
