// The install and the README agree (README: "Node 20.19 or later"): every package the lockfile installs accepts the
// oldest Node the project's `engines` allows, so `npm install` / `npm ci` print no "Unsupported engine" warning, and
// every dependency with an install script is reviewed in package.json `allowScripts` (npm 11 skips and lists it).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string }; allowScripts?: Record<string, boolean> };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; hasInstallScript?: boolean; optional?: boolean; os?: string[] }>;
};
const nameOf = (path: string) => path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);

it('every installed package accepts the oldest Node of the README and package.json engines', () => {
  const oldest = semver.minVersion(pkg.engines.node)!.version;
  expect(oldest).toBe('20.19.0');
  expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain('Node 20.19 or later');
  const refused: string[] = [];
  let checked = 0;
  for (const [path, p] of Object.entries(lock.packages)) {
    const node = Array.isArray(p.engines) ? undefined : p.engines?.node;
    if (!path || !node) continue;
    checked++;
    if (!semver.satisfies(oldest, node, { includePrerelease: true })) refused.push(`${nameOf(path)}@${p.version} wants node ${node}`);
  }
  expect(checked).toBeGreaterThan(100);
  expect(refused, refused.join('\n')).toEqual([]);
});

it('every dependency with an install script is reviewed in allowScripts', () => {
  const withScripts = Object.entries(lock.packages).filter(([path, p]) => path && p.hasInstallScript).map(([path, p]) => ({ name: nameOf(path), version: p.version }));
  expect(withScripts.map((s) => s.name)).toContain('esbuild');
  const allowed = pkg.allowScripts ?? {};
  const unreviewed = withScripts.filter((s) => allowed[s.name] === undefined && allowed[`${s.name}@${s.version}`] === undefined);
  expect(unreviewed).toEqual([]);
});
