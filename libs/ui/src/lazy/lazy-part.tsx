import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useId,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type Context,
} from 'react';
import { loadSoon, type Chunk } from './chunk';

type AnyProps = Record<string, unknown>;

/**
 * A part that renders what `pick` takes from the loaded chunk, with the props it is given. It stands for
 * that component in every type its callers see (`Part`, e.g. Mantine's Table with its props): it renders
 * nothing else. TypeScript cannot follow the props through lazy(), so the overload says it, once, here.
 * Until the chunk has loaded, nothing is shown in its place.
 */
export function lazyPart<Module, Part>(from: Chunk<Module>, pick: (module: Module) => Part): Part;
export function lazyPart<Module>(
  from: Chunk<Module>,
  pick: (module: Module) => unknown,
): ComponentType<AnyProps> {
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

/** What a stand-in may ask of its part: load it now, or open it (a click) once it has loaded. */
export interface StandInControl {
  load: () => void;
  open: () => void;
}

/** A stand-in gets the part's own props and its control (in a compound, that of the root). */
export type StandInProps = AnyProps & { standIn: StandInControl };

export interface StandIn {
  /** Looks like the part closed (same size, same label), so the page neither shifts nor loses a click. */
  Component: ComponentType<StandInProps>;
  /**
   * True when the stand-in stays until it is opened, even after the chunk has loaded: a page of many
   * menus then mounts none of them at first, only the one a click opens. Otherwise the loaded part
   * replaces the stand-in at once.
   */
  untilOpened?: (props: AnyProps) => boolean;
  /** The props of the loaded part after a click on its stand-in: open at once, with the focus. */
  opened?: (props: AnyProps) => AnyProps;
  /**
   * A field: the stand-in and the part have the same id (its label's `for`), unless the caller gives
   * one, and a click on the stand-in is given to the loaded field, with the focus: a pick list opens
   * as Mantine opens it (a list opened at the first render is not named by its field's aria-expanded).
   */
  sameId?: boolean;
}

const loadFailed = (error: unknown) => console.error('A part of the page failed to load.', error);

/** How a part stands in: as the root of a compound, one of its sub-parts, or on its own. */
interface Place {
  /** The root of a compound shows its stand-in: its sub-parts show theirs, with the root's control. */
  insideStandIn: Context<StandInControl | null>;
  /** The root of a compound was opened on its stand-in: its sub-parts take their `opened` props. */
  insideOpened: Context<boolean>;
  role: 'root' | 'sub' | 'alone';
}

function standInPart<Module>(
  from: Chunk<Module>,
  pick: (module: Module) => unknown,
  { Component: StandInComponent, untilOpened, opened: openedProps, sameId }: StandIn,
  { insideStandIn, insideOpened, role }: Place,
): ComponentType<AnyProps> {
  function PartWithStandIn(ownProps: AnyProps) {
    const id = useId();
    const props = sameId && ownProps['id'] === undefined ? { ...ownProps, id } : ownProps;
    const loaded = useSyncExternalStore(from.subscribe, from.loaded, from.loaded);
    const [opened, setOpened] = useState(false);
    const rootStandIn = useContext(insideStandIn);
    const rootOpened = useContext(insideOpened);
    useEffect(() => loadSoon(from), []);
    const openedLoaded = opened && loaded !== undefined;
    useEffect(() => {
      if (!openedLoaded || !sameId) return;
      // After React's next task: Mantine mounts the list in a portal one render after the field.
      const replay = setTimeout(() => {
        const field = document.getElementById(String(props['id']));
        field?.focus();
        field?.click();
      });
      return () => clearTimeout(replay);
    }, [openedLoaded]);
    const wasOpened = role === 'sub' ? rootOpened : opened;
    const showsStandIn =
      !loaded || (role === 'sub' ? rootStandIn !== null : !opened && untilOpened?.(props) === true);
    if (!showsStandIn) {
      const Loaded = pick(loaded) as ComponentType<AnyProps>;
      const shown = <Loaded {...(wasOpened && openedProps ? openedProps(props) : props)} />;
      return role === 'root' ? <insideOpened.Provider value={opened}>{shown}</insideOpened.Provider> : shown;
    }
    const load = () => void from.load().catch(loadFailed);
    const open = () => {
      setOpened(true);
      load();
    };
    const control = (role === 'sub' ? rootStandIn : null) ?? { load, open };
    const standIn = <StandInComponent {...props} standIn={control} />;
    return role === 'root' ? (
      <insideStandIn.Provider value={control}>{standIn}</insideStandIn.Provider>
    ) : (
      standIn
    );
  }
  return PartWithStandIn;
}

const ALONE: Place = {
  insideStandIn: createContext<StandInControl | null>(null),
  insideOpened: createContext(false),
  role: 'alone',
};

/**
 * Like lazyPart, but until the chunk has loaded a stand-in is shown (issue 27: the menus and pick lists
 * load after the page's first screen). The chunk is asked for at the first input on the page, or once
 * the page has been quiet for a while (loadSoon); a click on the stand-in opens the part once it is there.
 */
export function partWithStandIn<Module, Part>(
  from: Chunk<Module>,
  pick: (module: Module) => Part,
  standIn: StandIn,
): Part;
export function partWithStandIn<Module>(
  from: Chunk<Module>,
  pick: (module: Module) => unknown,
  standIn: StandIn,
): ComponentType<AnyProps> {
  return standInPart(from, pick, standIn, ALONE);
}

/** A compound component (Table with Table.Tr, …): the root and each named sub-part load alike. */
export function lazyCompound<Module, Name extends keyof Module, Sub extends keyof Module[Name]>(
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

/**
 * A compound component with stand-ins (a Menu with Menu.Target, …): while the root shows its stand-in,
 * so do the sub-parts inside it, which use the root's control (a click on Menu.Target opens the Menu).
 */
export function compoundWithStandIns<Module, Name extends keyof Module, Sub extends keyof Module[Name]>(
  from: Chunk<Module>,
  name: Name,
  root: StandIn,
  subs: Record<Sub, StandIn>,
): Module[Name] {
  const contexts = {
    insideStandIn: createContext<StandInControl | null>(null),
    insideOpened: createContext(false),
  };
  const part = standInPart(from, (module) => module[name], root, { ...contexts, role: 'root' });
  const subParts = (Object.keys(subs) as Sub[]).map((sub) => [
    sub,
    standInPart(from, (module) => module[name][sub], subs[sub], { ...contexts, role: 'sub' }),
  ]);
  return Object.assign(part, Object.fromEntries(subParts)) as Module[Name];
}
