import { inSchritten } from './in-schritten';

describe('inSchritten', () => {
  it('runs the last step once, after the shared modules, with the browser given turns between them', async () => {
    const ablauf: string[] = [];
    // A task queued at the start runs before the last step: the steps do not run in one task.
    setTimeout(() => ablauf.push('andere Aufgabe'), 0);
    await inSchritten(async () => {
      ablauf.push('bootstrap');
    });
    expect(ablauf).toEqual(['andere Aufgabe', 'bootstrap']);
  });

  it('fails when the last step fails, so that main.ts reports it', async () => {
    await expect(inSchritten(() => Promise.reject(new Error('weg')))).rejects.toThrow('weg');
  });
});
