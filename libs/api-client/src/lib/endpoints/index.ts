import * as endpoints from '../../generated';
import { applyPortalTags } from './portal-tags';

applyPortalTags();

/**
 * The endpoints generated from the API's OpenAPI document (`npm run openapi`), one namespace per API
 * domain: `endpoints.pruefungen.usePruefungenForClassQuery`. They are injected into the one `baseApi`.
 */
export { endpoints };
