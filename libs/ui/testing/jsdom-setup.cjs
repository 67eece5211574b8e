// jsdom lacks a few browser APIs Mantine uses; every front-end project's jest config loads this file.
const { TextEncoder, TextDecoder } = require('util');

if (typeof window !== 'undefined') {
  window.matchMedia =
    window.matchMedia ||
    ((query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
  window.ResizeObserver =
    window.ResizeObserver ||
    class ResizeObserver {
      observe() {
        return undefined;
      }
      unobserve() {
        return undefined;
      }
      disconnect() {
        return undefined;
      }
    };
  window.HTMLElement.prototype.scrollIntoView =
    window.HTMLElement.prototype.scrollIntoView || (() => undefined);
  global.TextEncoder = global.TextEncoder || TextEncoder;
  global.TextDecoder = global.TextDecoder || TextDecoder;
}

// Menus, pick lists and the frame of the areas load on first use (libs/ui lazy-parts.tsx): in a fresh
// test file on a busy machine, that chunk can take longer than Testing Library's default second to
// appear. (@testing-library/dom, not /react: requiring that here would skip its automatic cleanup.)
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });

// In the portal, the UI parts the login page leaves out (tables, tabs, …) are loaded before any page
// after a login renders (loadAreaParts). Tests render those pages directly: the parts are loaded the
// same way here, before the first test runs.
require('../src/lazy-parts').loadAreaParts();
