import { lazy, Suspense, type ComponentType } from 'react';
import type {
  Accordion as MantineAccordion,
  Badge as MantineBadge,
  Code as MantineCode,
  Divider as MantineDivider,
  Menu as MantineMenu,
  MultiSelect as MantineMultiSelect,
  Notification as MantineNotification,
  NumberInput as MantineNumberInput,
  ScrollArea as MantineScrollArea,
  SegmentedControl as MantineSegmentedControl,
  Select as MantineSelect,
  Table as MantineTable,
  Tabs as MantineTabs,
  Textarea as MantineTextarea,
} from '@mantine/core';
import type { AppFrame as EagerAppFrame } from './lib/AppFrame';
import type { SideNav as EagerSideNav } from './lib/SideNav';

// The components of ./heavy-parts.ts with their own types, but in a chunk of this shared library (so
// they use its one Mantine) that the login page does not load (issue 15 §2). The logged-in areas and
// the remotes load it before they render (loadAreaParts); from then on each part renders at once as
// the component itself. Shown before that (e.g. a menu on a page without a session), a part loads on
// first use and nothing is shown in its place until then.
const heavy = () => import('./heavy-parts');
type Heavy = Awaited<ReturnType<typeof heavy>>;
type AnyProps = Record<string, unknown>;

let loaded: Heavy | undefined;
let loading: Promise<void> | undefined;

/** Loads the parts the login page leaves out; the logged-in areas and every remote wait for it. */
export function loadAreaParts(): Promise<void> {
  loading ??= heavy().then(
    (module) => {
      loaded = module;
    },
    (error: unknown) => {
      loading = undefined; // the next area that asks tries again
      throw error;
    },
  );
  return loading;
}

/** Each part is typed by its export below (`as typeof …`); inside, props are passed through as they are. */
function lazyPart(pick: (module: Heavy) => unknown): ComponentType<AnyProps> {
  const Part = lazy(async () => {
    await loadAreaParts();
    return { default: pick(loaded as Heavy) as ComponentType<AnyProps> };
  });
  function LazyPart(props: AnyProps) {
    if (loaded) {
      const Loaded = pick(loaded) as ComponentType<AnyProps>;
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
function lazyCompound<Name extends keyof Heavy>(name: Name, parts: string[]): ComponentType<AnyProps> {
  const sub = (module: Heavy, part: string) => (module[name] as unknown as Record<string, unknown>)[part];
  return Object.assign(
    lazyPart((module) => module[name]),
    Object.fromEntries(parts.map((part) => [part, lazyPart((module) => sub(module, part))])),
  );
}

export const Select = lazyPart((module) => module.Select) as unknown as typeof MantineSelect;
export const MultiSelect = lazyPart((module) => module.MultiSelect) as unknown as typeof MantineMultiSelect;
export const NumberInput = lazyPart((module) => module.NumberInput) as unknown as typeof MantineNumberInput;
export const Menu = lazyCompound('Menu', [
  'Target',
  'Dropdown',
  'Item',
  'Label',
  'Divider',
]) as unknown as typeof MantineMenu;
export const Table = lazyCompound('Table', [
  'Thead',
  'Tbody',
  'Tr',
  'Th',
  'Td',
]) as unknown as typeof MantineTable;
export const Tabs = lazyCompound('Tabs', ['List', 'Tab', 'Panel']) as unknown as typeof MantineTabs;
export const Accordion = lazyCompound('Accordion', [
  'Item',
  'Control',
  'Panel',
]) as unknown as typeof MantineAccordion;
export const ScrollArea = lazyCompound('ScrollArea', ['Autosize']) as unknown as typeof MantineScrollArea;
export const Badge = lazyPart((module) => module.Badge) as unknown as typeof MantineBadge;
export const Code = lazyPart((module) => module.Code) as unknown as typeof MantineCode;
export const Divider = lazyPart((module) => module.Divider) as unknown as typeof MantineDivider;
export const Notification = lazyPart(
  (module) => module.Notification,
) as unknown as typeof MantineNotification;
export const SegmentedControl = lazyPart(
  (module) => module.SegmentedControl,
) as unknown as typeof MantineSegmentedControl;
export const Textarea = lazyPart((module) => module.Textarea) as unknown as typeof MantineTextarea;
export const AppFrame = lazyPart((module) => module.AppFrame) as unknown as typeof EagerAppFrame;
export const SideNav = lazyPart((module) => module.SideNav) as unknown as typeof EagerSideNav;
