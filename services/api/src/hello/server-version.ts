import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** name of the workspace's root package.json, whose version is the product version (01 §9). */
const ROOT_PACKAGE_NAME = '@lernstapel/source';

interface PackageJson {
  name?: unknown;
  version?: unknown;
}

/**
 * The version of the root package.json, found by walking up from `startDir` (the sources in
 * tests, dist/services/api after the build). Read once at start.
 */
export function rootPackageVersion(startDir: string = __dirname): string {
  for (let dir = startDir; ; dir = dirname(dir)) {
    const file = join(dir, 'package.json');
    if (existsSync(file)) {
      const parsed = JSON.parse(readFileSync(file, 'utf8')) as PackageJson;
      if (parsed.name === ROOT_PACKAGE_NAME && typeof parsed.version === 'string') return parsed.version;
    }
    if (dirname(dir) === dir)
      throw new Error(`package.json of ${ROOT_PACKAGE_NAME} not found above ${startDir}`);
  }
}
