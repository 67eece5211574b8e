import { API_BASE_URL } from '../lib/base-api';
import { START_ADRESSEN } from './adressen';

// The generator writes these with its own copy of the API's prefix; the client's must be the same.
describe("the start path's addresses", () => {
  it.each(Object.entries(START_ADRESSEN))("%s lies under the API client's base URL", (_name, address) => {
    expect(address.startsWith(`${API_BASE_URL}/`)).toBe(true);
  });
});
