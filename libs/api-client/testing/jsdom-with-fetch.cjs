// jsdom has no fetch. This environment lends it Node's fetch classes (plus Node's AbortController, which
// Node's Request insists on) and resolves relative URLs against the jsdom location, as a browser does.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const jsdomWindow = this.global;
    class BrowserLikeRequest extends Request {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, jsdomWindow.location.href).href : input, init);
      }
    }
    jsdomWindow.Request = BrowserLikeRequest;
    jsdomWindow.Response = Response;
    jsdomWindow.Headers = Headers;
    jsdomWindow.AbortController = AbortController;
    jsdomWindow.AbortSignal = AbortSignal;
    jsdomWindow.fetch = () => Promise.reject(new Error('fetch is not mocked in this test'));
  }
}

module.exports = JsdomWithFetchEnvironment;
