import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES, type RemoteName } from '@lernstapel/contracts';

const APPS = join(__dirname, '..', '..', '..');

/** './Name': './src/…' entries of a remote's `exposes` in its webpack.config.cjs. */
function exposedBy(remote: RemoteName): Map<string, string> {
  const config = readFileSync(join(APPS, remote, 'webpack.config.cjs'), 'utf8');
  const block = /exposes:\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
  return new Map(
    [...block.matchAll(/'\.\/(\w+)':\s*'([^']+)'/g)].map(([, name = '', file = '']) => [name, file]),
  );
}

/** The `remote/Name` modules of the table in apps/shell/README.md, by the remote of their row. */
function listedInReadme(): Map<string, string[]> {
  const readme = readFileSync(join(APPS, 'shell', 'README.md'), 'utf8');
  const listed = new Map<string, string[]>();
  for (const [, names = ''] of readme.matchAll(/^\|[^|]*\|\s*`(\w+\/\w+)`/gm)) {
    const [remote = '', name = ''] = names.split('/');
    listed.set(remote, [...(listed.get(remote) ?? []), name]);
  }
  return listed;
}

describe('exposed modules (issue 2 §3: each remote exposes a small named surface)', () => {
  it.each(REMOTE_NAMES)('%s: the README lists exactly what webpack.config.cjs exposes', (remote) => {
    const exposed = [...exposedBy(remote).keys()];
    expect(exposed.length).toBeGreaterThan(0);
    expect([...(listedInReadme().get(remote) ?? [])].sort()).toEqual(exposed.sort());
  });

  it.each(REMOTE_NAMES)('%s: every exposed module is a file of the remote', (remote) => {
    for (const file of exposedBy(remote).values()) {
      expect(existsSync(join(APPS, remote, file))).toBe(true);
    }
  });
});
