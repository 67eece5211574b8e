import { CACHE_NAMES } from './sw-protocol';

/**
 * Issue 27: logging out deletes what was kept on the device for the user (the service worker's copy of
 * their session), so that the next user of the device never sees it. The app's files stay.
 */
export async function clearDeviceStore(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(CACHE_NAMES.offlineReads);
}
