import { startTransition, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { EsperaDiferida } from './diferido';

interface Props {
  /** Height of the empty frame shown meanwhile (px): what is below it does not jump when the part arrives. */
  alto: number;
  /** Space under the frame (px), as the part leaves it; 16 by default. */
  separacion?: number;
  /**
   * Renders the part only once its frame comes near the viewport (200 px before): on a phone, a part below the fold
   * downloads and mounts when the person scrolls to it (or presses Tab), not while the first screen loads; one already
   * in view renders right after the first paint. Without IntersectionObserver it renders at once.
   */
  alVerse?: boolean;
  /**
   * Renders the part only after the browser painted the rest of the screen: a heavy part (the charts: hundreds of SVG
   * nodes, ≈ 0,5 s of main thread on this machine) no longer holds back the figures and the table it sits beside,
   * even when its code is already loaded (the second visit).
   */
  trasElPintado?: boolean;
  /**
   * While true the part waits, with its frame, for whatever it should come after (Reportes: the table, which paints
   * its rows in a transition of its own), then renders after the next paint. Only the first time: once rendered, the
   * part stays.
   */
  esperando?: boolean;
  children: ReactNode;
}

/** How close to the viewport (px) a deferred part (alVerse) starts loading. */
const MARGEN_AL_VERSE = 200;

/**
 * Where a screen renders a part whose code arrives after the screen is usable (`diferido`: the charts of Reportes and
 * Flujo de Caja, recharts ≈ 100 KB compressed; the dashboard's tables, when they are scrolled to), or that is drawn
 * after the rest (`trasElPintado`). Until it is there, an empty frame of the part's height keeps what is below it from
 * jumping, marked busy for assistive technology.
 */
export function ZonaDiferida({
  alto,
  separacion = 16,
  alVerse = false,
  trasElPintado = false,
  esperando = false,
  children,
}: Props) {
  const conObservador = alVerse && typeof IntersectionObserver !== 'undefined';
  const [cerca, setCercaAhora] = useState(!conObservador && !trasElPintado && !esperando);
  // As a transition React mounts the part in slices of ≈ 5 ms and yields between them: from an observer's callback or
  // a timer, a plain update would mount a whole table in one task.
  const setCerca = (valor: boolean) => startTransition(() => setCercaAhora(valor));
  const marco = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (cerca || esperando || conObservador) return undefined;
    // The next animation frame comes before the paint; a task queued from it runs after that paint.
    let tarea: ReturnType<typeof setTimeout> | undefined;
    const cuadro = requestAnimationFrame(() => {
      tarea = setTimeout(() => setCerca(true), 0);
    });
    return () => {
      cancelAnimationFrame(cuadro);
      clearTimeout(tarea);
    };
  }, [cerca, conObservador, esperando]);

  useLayoutEffect(() => {
    const nodo = marco.current;
    if (cerca || esperando || !conObservador || !nodo) return undefined;
    // Someone moving with the keyboard reaches the part by focus, which does not scroll to a frame with nothing to
    // focus: the first Tab renders it, so the next ones can go into it.
    const alTabular = (evento: KeyboardEvent) => {
      if (evento.key === 'Tab') setCerca(true);
    };
    document.addEventListener('keydown', alTabular);
    let observador: IntersectionObserver | undefined;
    // Already in view (a list on a laptop), the part renders right after this frame's paint, without waiting for the
    // observer's first report. Measured in the animation frame, whose layout the paint then reuses: measuring here,
    // in the middle of the commit, cost the page one more layout.
    const cuadro = requestAnimationFrame(() => {
      const { top, bottom } = nodo.getBoundingClientRect();
      if (top < window.innerHeight + MARGEN_AL_VERSE && bottom > -MARGEN_AL_VERSE) {
        setCerca(true);
        return;
      }
      observador = new IntersectionObserver(
        (entradas) => {
          if (entradas.some((entrada) => entrada.isIntersecting)) setCerca(true);
        },
        { rootMargin: `${MARGEN_AL_VERSE}px` },
      );
      observador.observe(nodo);
    });
    return () => {
      cancelAnimationFrame(cuadro);
      observador?.disconnect();
      document.removeEventListener('keydown', alTabular);
    };
  }, [cerca, conObservador, esperando]);

  // `data-tras-el-pintado`: a part the screen draws after its first paint by design (the charts), so what measures
  // the screen's critical path (bench/portal.mjs, its JavaScript) does not wait for it.
  const espera = (
    <div
      ref={marco}
      aria-busy="true"
      data-tras-el-pintado={trasElPintado || undefined}
      style={{ minHeight: alto, marginBottom: separacion }}
    />
  );
  // A deferred part inside shows the same frame until its code is there.
  return cerca ? <EsperaDiferida.Provider value={espera}>{children}</EsperaDiferida.Provider> : espera;
}
