import { lazy, Suspense, type ComponentType } from 'react';

// The components of ./heavy-parts.ts and ./dropdown-parts.ts with their own types, but in chunks of
// this shared library (so they use its one Mantine) that the login page does not load (issue 15 §2).
// The remotes load both before they render (loadAreaParts), the shell's own pages after a login the
// first (loadFrameParts, issue 27); from then on each part of a loaded chunk renders at once as the
// component itself. Shown before that (e.g. a menu on a page without a session), a part loads on first
// use and nothing is shown in its place until then.
const heavy = () => import('./heavy-parts');
const dropdown = () => import('./dropdown-parts');
type AnyProps = Record<string, unknown>;

/** One lazily loaded chunk: asked for once; after a failure, the next area that asks tries again. */
interface Chunk<Module> {
  loaded: () => Module | undefined;
  load: () => Promise<Module>;
}

function chunk<Module>(importChunk: () => Promise<Module>): Chunk<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const load = () => {
    loading ??= importChunk().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return { loaded: () => loaded, load };
}

const frameParts = chunk(heavy);
const dropdownParts = chunk(dropdown);

/** Loads the parts the login page leaves out; the remotes wait for it before they render. */
export async function loadAreaParts(): Promise<void> {
  await Promise.all([frameParts.load(), dropdownParts.load()]);
}

/**
 * Issue 27: the frame of the logged-in areas and the other parts of ./heavy-parts.ts, without the menus
 * and pick lists of ./dropdown-parts.ts (Floating UI, a number formatter): what the shell's own pages
 * after a login (the dashboard) wait for.
 */
export async function loadFrameParts(): Promise<void> {
  await frameParts.load();
}

/**
 * A part that renders what `pick` takes from the loaded chunk, with the props it is given. It stands for
 * that component in every type its callers see (`Part`, e.g. Mantine's Select with its props): it renders
 * nothing else. TypeScript cannot follow the props through lazy(), so the overload says it, once, here.
 */
function lazyPart<Module, Part>(from: Chunk<Module>, pick: (module: Module) => Part): Part;
function lazyPart<Module>(from: Chunk<Module>, pick: (module: Module) => unknown): ComponentType<AnyProps> {
  const component = (module: Module) => pick(module) as ComponentType<AnyProps>;
  const Part = lazy(async () => ({ default: component(await from.load()) }));
  function LazyPart(props: AnyProps) {
    const loaded = from.loaded();
    if (loaded) {
      const Loaded = component(loaded);
      return <Loaded {...props} />;
    }
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  }
  return LazyPart;
}

/** A compound component (Table with Table.Tr, …): the root and each named sub-part load alike. */
function lazyCompound<Module, Name extends keyof Module, Sub extends keyof Module[Name]>(
  from: Chunk<Module>,
  name: Name,
  subs: Sub[],
): Module[Name] {
  const root: Module[Name] & object = lazyPart(from, (module) => module[name] as Module[Name] & object);
  return Object.assign(
    root,
    Object.fromEntries(subs.map((sub) => [sub, lazyPart(from, (module) => module[name][sub])])),
  );
}

export const Select = lazyPart(dropdownParts, (module) => module.Select);
export const MultiSelect = lazyPart(dropdownParts, (module) => module.MultiSelect);
export const NumberInput = lazyPart(dropdownParts, (module) => module.NumberInput);
export const Menu = lazyCompound(dropdownParts, 'Menu', ['Target', 'Dropdown', 'Item', 'Label', 'Divider']);
export const ScrollArea = lazyCompound(dropdownParts, 'ScrollArea', ['Autosize']);
export const Table = lazyCompound(frameParts, 'Table', ['Thead', 'Tbody', 'Tr', 'Th', 'Td']);
export const Tabs = lazyCompound(frameParts, 'Tabs', ['List', 'Tab', 'Panel']);
export const Accordion = lazyCompound(frameParts, 'Accordion', ['Item', 'Control', 'Panel']);
export const Badge = lazyPart(frameParts, (module) => module.Badge);
export const Code = lazyPart(frameParts, (module) => module.Code);
export const Divider = lazyPart(frameParts, (module) => module.Divider);
export const Notification = lazyPart(frameParts, (module) => module.Notification);
export const SegmentedControl = lazyPart(frameParts, (module) => module.SegmentedControl);
export const Textarea = lazyPart(frameParts, (module) => module.Textarea);
export const AppFrame = lazyPart(frameParts, (module) => module.AppFrame);
export const SideNav = lazyPart(frameParts, (module) => module.SideNav);
