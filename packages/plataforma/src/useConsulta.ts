import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export interface Consulta<T> {
  datos: T | undefined;
  cargando: boolean;
  error: unknown;
  /** Runs the query again (after a save or a delete). */
  recargar: () => void;
}

/**
 * Server data for one screen: runs `consultar` when `claves` change, keeps the last result while the next
 * one loads and ignores answers that arrive after a newer request. Data stays in the screen, never in a store.
 */
export function useConsulta<T>(consultar: () => Promise<T>, claves: readonly unknown[]): Consulta<T> {
  const [datos, setDatos] = useState<T | undefined>(undefined);
  const [cargando, setCargando] = useState(true);
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  const consultarActual = useRef(consultar);
  useEffect(() => {
    consultarActual.current = consultar;
  });
  const clave = JSON.stringify(claves);

  useEffect(() => {
    let vigente = true;
    setCargando(true);
    consultarActual
      .current()
      .then((resultado) => {
        if (!vigente) return;
        // What the data draws (a table, the figures) renders as a transition: React does it in slices and yields
        // to the browser between them, instead of one long task (Lighthouse's total blocking time).
        startTransition(() => {
          setDatos(resultado);
          setError(null);
          setCargando(false);
        });
      })
      .catch((fallo: unknown) => {
        if (!vigente) return;
        startTransition(() => {
          setError(fallo);
          setCargando(false);
        });
      });
    return () => {
      vigente = false;
    };
  }, [clave, version]);

  const recargar = useCallback(() => setVersion((valor) => valor + 1), []);
  return { datos, cargando, error, recargar };
}
