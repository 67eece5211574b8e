/**
 * Fails when the API's top folders (services/api/src/<folder>) import each other in a cycle (issue 24).
 * dependency-cruiser resolves every import; its own `no-circular` rule works on files, and a cycle
 * between folders needs no cycle between files, so the files are collapsed to their top folder here
 * and the strongly connected components of that graph are reported.
 * Production files only: those reachable from the entry points (the server and the backup CLI);
 * specs, test helpers and the access tables are not reached from there.
 * `--allow <n>`: a ratchet while the cycles are being removed; more folders in cycles than n fail.
 */
import { cruise } from 'dependency-cruiser';

const SRC = 'services/api/src/';
const allowArg = process.argv.indexOf('--allow');
const ALLOWED_IN_CYCLES = allowArg === -1 ? 0 : Number(process.argv[allowArg + 1]);
const ENTRY_POINTS = [`${SRC}main.ts`, `${SRC}backup/backup.cli.ts`];

const result = await cruise([SRC], {
  includeOnly: `^${SRC}`,
  doNotFollow: { path: 'node_modules' },
  tsPreCompilationDeps: true,
  tsConfig: { fileName: 'tsconfig.base.json' },
});
const modules = new Map(result.output.modules.map((m) => [m.source, m]));

const reached = new Set();
const queue = ENTRY_POINTS.filter((entry) => modules.has(entry));
if (queue.length !== ENTRY_POINTS.length) throw new Error(`entry point missing: ${ENTRY_POINTS.join(', ')}`);
while (queue.length > 0) {
  const source = queue.pop();
  if (reached.has(source)) continue;
  reached.add(source);
  for (const dep of modules.get(source)?.dependencies ?? [])
    if (modules.has(dep.resolved)) queue.push(dep.resolved);
}

const folderOf = (file) => {
  const rest = file.slice(SRC.length);
  return rest.includes('/') ? rest.split('/')[0] : null;
};
/** folder → folder → one file import that makes the edge (for the report). */
const edges = new Map();
for (const source of reached) {
  const from = folderOf(source);
  if (from === null) continue;
  for (const dep of modules.get(source).dependencies) {
    const to = folderOf(dep.resolved);
    if (to === null || to === from || !reached.has(dep.resolved)) continue;
    if (!edges.has(from)) edges.set(from, new Map());
    if (!edges.get(from).has(to)) edges.get(from).set(to, `${source} → ${dep.resolved}`);
  }
}
const folders = [...new Set([...reached].map(folderOf).filter((f) => f !== null))].sort();

// Tarjan's strongly connected components.
let index = 0;
const indexOf = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const components = [];
function connect(v) {
  indexOf.set(v, index);
  low.set(v, index);
  index++;
  stack.push(v);
  onStack.add(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!indexOf.has(w)) {
      connect(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), indexOf.get(w)));
  }
  if (low.get(v) === indexOf.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const folder of folders) if (!indexOf.has(folder)) connect(folder);

const inCycles = components.reduce((sum, c) => sum + c.length, 0);
console.log(
  `API top folders: ${folders.length}, in import cycles: ${inCycles} (${components.length} cycle group(s)), ` +
    `${reached.size} production files`,
);
for (const component of components) {
  console.log(`\ncycle group of ${component.length}: ${component.join(', ')}`);
  if (inCycles <= ALLOWED_IN_CYCLES) continue;
  const members = new Set(component);
  for (const from of component)
    for (const [to, example] of edges.get(from) ?? [])
      if (members.has(to)) console.log(`  ${from} → ${to}   (${example})`);
}
if (inCycles > ALLOWED_IN_CYCLES) {
  console.error(`\n${inCycles} folders in import cycles, at most ${ALLOWED_IN_CYCLES} allowed`);
  process.exit(1);
}
