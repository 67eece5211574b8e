import { lazy, Suspense, type ComponentType } from 'react';

// The components of ./heavy-parts.ts with their own types, but in a chunk of this shared library (so
// they use its one Mantine) that the login page does not load (issue 15 §2). The logged-in areas and
// the remotes load it before they render (loadAreaParts); from then on each part renders at once as
// the component itself. Shown before that (e.g. a menu on a page without a session), a part loads on
// first use and nothing is shown in its place until then.
const heavy = () => import('./heavy-parts');
type Heavy = Awaited<ReturnType<typeof heavy>>;
type AnyProps = Record<string, unknown>;

let loaded: Heavy | undefined;
let loading: Promise<Heavy> | undefined;

function loadHeavy(): Promise<Heavy> {
  loading ??= heavy().then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined; // the next area that asks tries again
      throw error;
    },
  );
  return loading;
}

/** Loads the parts the login page leaves out; the logged-in areas and every remote wait for it. */
export async function loadAreaParts(): Promise<void> {
  await loadHeavy();
}

/**
 * A part that renders what `pick` takes from the loaded chunk, with the props it is given. It stands for
 * that component in every type its callers see (`Part`, e.g. Mantine's Select with its props): it renders
 * nothing else. TypeScript cannot follow the props through lazy(), so the overload says it, once, here.
 */
function lazyPart<Part>(pick: (module: Heavy) => Part): Part;
function lazyPart(pick: (module: Heavy) => unknown): ComponentType<AnyProps> {
  const component = (module: Heavy) => pick(module) as ComponentType<AnyProps>;
  const Part = lazy(async () => ({ default: component(await loadHeavy()) }));
  function LazyPart(props: AnyProps) {
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
function lazyCompound<Name extends keyof Heavy, Sub extends keyof Heavy[Name]>(
  name: Name,
  subs: Sub[],
): Heavy[Name] {
  return Object.assign(
    lazyPart((module) => module[name]),
    Object.fromEntries(subs.map((sub) => [sub, lazyPart((module) => module[name][sub])])),
  );
}

export const Select = lazyPart((module) => module.Select);
export const MultiSelect = lazyPart((module) => module.MultiSelect);
export const NumberInput = lazyPart((module) => module.NumberInput);
export const Menu = lazyCompound('Menu', ['Target', 'Dropdown', 'Item', 'Label', 'Divider']);
export const Table = lazyCompound('Table', ['Thead', 'Tbody', 'Tr', 'Th', 'Td']);
export const Tabs = lazyCompound('Tabs', ['List', 'Tab', 'Panel']);
export const Accordion = lazyCompound('Accordion', ['Item', 'Control', 'Panel']);
export const ScrollArea = lazyCompound('ScrollArea', ['Autosize']);
export const Badge = lazyPart((module) => module.Badge);
export const Code = lazyPart((module) => module.Code);
export const Divider = lazyPart((module) => module.Divider);
export const Notification = lazyPart((module) => module.Notification);
export const SegmentedControl = lazyPart((module) => module.SegmentedControl);
export const Textarea = lazyPart((module) => module.Textarea);
export const AppFrame = lazyPart((module) => module.AppFrame);
export const SideNav = lazyPart((module) => module.SideNav);
