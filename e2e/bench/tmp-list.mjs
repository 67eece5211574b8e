import { chromium } from '@playwright/test';
import { startPortal } from './portal-process.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const portal = await startPortal();
try {
  for (const [path, role] of [['/login', null], ['/user', 'teacher']]) {
    const c = await browser.newContext({ baseURL: portal.url });
    if (role) await c.request.post('/api/benutzer/check', { data: { anmeldecode: portal.codes[role] } });
    const p = await c.newPage(); const cdp = await c.newCDPSession(p); await cdp.send('Network.enable');
    const urls = new Map(); cdp.on('Network.responseReceived', e => urls.set(e.requestId, e.response.url));
    const rows = []; cdp.on('Network.loadingFinished', e => rows.push([urls.get(e.requestId), e.encodedDataLength]));
    await p.goto(path); await p.waitForLoadState('networkidle');
    console.log(path); for (const [u, n] of rows.sort((a,b)=>b[1]-a[1])) console.log('  ', (n/1024).toFixed(1).padStart(7), u.replace(portal.url,''));
    await c.close();
  }
} finally { await browser.close(); await portal.stop(); }
