import {
  createContext,
  createElement,
  startTransition,
  useContext,
  useEffect,
  useReducer,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Spin } from 'antd';
import { Cargando } from './Cargando';

/** What a deferred component shows while its code arrives when it has no `espera` of its own (ZonaDiferida's frame). */
export const EsperaDiferida = createContext<ReactNode>(undefined);

/** The props of a component type. */
type PropsDe<C> = C extends ComponentType<infer P> ? P & object : never;

/** A component whose code is downloaded the first time it is rendered (or earlier, with `precargar`). */
export interface ComponenteDiferido<P> {
  (props: P): ReactNode;
  /** Starts downloading the code now (a hover, a likely next screen); the same download the render would start. */
  precargar: () => Promise<unknown>;
}

/**
 * Like React's `lazy`, for the screens, modals, charts and tables whose code loads on first use, without `Suspense`.
 * A `lazy` component suspends, and React holds back the content of a boundary that showed its fallback until 300 ms
 * after that fallback was shown (its "fallback throttle"): a screen whose code arrived in 50 ms still waited, and its
 * data requests (started when it mounts) with it. Here the wait is ordinary state: the content is rendered as soon as
 * the code is there, as a transition (React mounts it in slices and the page stays responsive).
 *
 * Meanwhile it shows `espera`, else the nearest `EsperaDiferida`, else `<Cargando />`. A failed download is thrown
 * in the render, to the nearest `ErrorBoundary` (a load failure: `esFalloDeCarga`), and forgotten: the next mount
 * tries again, where `lazy` kept the failure for good.
 */
export function diferido<C extends ComponentType<never>>(
  cargar: () => Promise<{ default: C }>,
  espera?: ReactNode,
): ComponenteDiferido<PropsDe<C>> {
  type P = PropsDe<C>;
  let cargado: ComponentType<P> | null = null;
  let carga: Promise<ComponentType<P>> | null = null;

  const precargar = (): Promise<ComponentType<P>> => {
    carga ??= cargar().then(
      (modulo) => {
        // as: C is a component of PropsDe<C>; TypeScript does not resolve the conditional type for a generic C
        cargado = modulo.default as ComponentType<P>;
        return cargado;
      },
      (error: unknown) => {
        carga = null;
        throw error;
      },
    );
    return carga;
  };

  function Diferido(props: P) {
    const esperaCercana = useContext(EsperaDiferida);
    const [, volverAPintar] = useReducer((n: number) => n + 1, 0);
    const [fallo, setFallo] = useState<{ error: unknown } | null>(null);

    // What this render shows: the component, or the wait. The code may arrive between the render and this effect
    // (the start-up preload): the wait is replaced all the same.
    const enEspera = cargado === null;
    useEffect(() => {
      if (!enEspera) return undefined;
      let vigente = true;
      precargar().then(
        () => {
          if (vigente) startTransition(volverAPintar);
        },
        (error: unknown) => {
          if (vigente) setFallo({ error });
        },
      );
      return () => {
        vigente = false;
      };
    }, [enEspera]);

    if (fallo) throw fallo.error;
    if (cargado) return createElement(cargado, props);
    return espera ?? esperaCercana ?? <Cargando />;
  }

  return Object.assign(Diferido, { precargar });
}

/**
 * A modal whose code loads on first open: until it arrives (only the first time, on a slow link), a full-screen
 * spinner says something is happening. The screen renders it only while it is open.
 */
export function modalDiferido<C extends ComponentType<never>>(
  cargar: () => Promise<{ default: C }>,
): ComponenteDiferido<PropsDe<C>> {
  return diferido(cargar, <Spin fullscreen aria-label="Abriendo" />);
}
