import { t } from '@lernstapel/texts';
import { renderStartPage } from '../../scripts/render-start-page';

/** Issue 27: index.html carries the loading state of the app's first render, painted before any script. */
describe('prerendered start page', () => {
  it('shows the loading state with its status role', () => {
    const root = document.createElement('div');
    root.innerHTML = renderStartPage();
    const status = root.querySelector('[role="status"]');
    expect(status?.textContent).toBe(t('allgemein.amLaden'));
    expect(root.querySelector('style[data-mantine-styles]')).not.toBeNull();
  });
});
