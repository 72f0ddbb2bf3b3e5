import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { generacionConsultas, guardarConsulta, leerConsultaGuardada } from './consultasGuardadas';
import { mensajeDeError } from './http';
import { useOficinaEnVigor } from './oficinaEnVigor';
import { useSesion } from './sesion';
import { toast } from './toasts';

export interface Consulta<T> {
  datos: T | undefined;
  cargando: boolean;
  error: unknown;
  /** Runs the query again (after a save or a delete). */
  recargar: () => void;
}

export interface OpcionesConsulta {
  /**
   * A name for the screen's main query (`'clientes'`): its last answer is kept (consultasGuardadas.ts) and, when the
   * screen comes back with the same keys (and the same session and office), drawn in the first render while the
   * query asks the server again.
   */
  guardarComo?: string;
  /** A toast each time the query fails, with these words unless the server sent its own. */
  mensajeError?: string;
}

/** The first request of a screen, started while it renders, with the keys and the kept-answer key it was made for. */
interface PrimeraPeticion<T> {
  clave: string;
  claveGuardada: string | undefined;
  promesa: Promise<T>;
  desde: number;
  /** Set once the keys or the version have moved on: coming back to the same filters asks the server again. */
  pasada: boolean;
}

/** Calls `consultar`, a synchronous throw becoming a rejected promise. */
function iniciar<T>(consultar: () => Promise<T>): Promise<T> {
  try {
    return consultar();
  } catch (fallo) {
    return Promise.reject(fallo);
  }
}

/**
 * Server data for one screen: runs `consultar` when `claves` change, keeps the last result while the next
 * one loads and ignores answers that arrive after a newer request. Data stays in the screen, never in a store.
 *
 * The first request leaves in the screen's first render, not in its effect: React runs effects only after the whole
 * screen (filter bar, empty table, children) has rendered and been committed, tens of milliseconds after the click.
 * The effect then takes that same request, so the server is asked once.
 */
export function useConsulta<T>(
  consultar: () => Promise<T>,
  claves: readonly unknown[],
  { guardarComo, mensajeError }: OpcionesConsulta = {},
): Consulta<T> {
  const clave = JSON.stringify(claves);
  const token = useSesion((estado) => estado.token);
  // A kept answer belongs to one session and to the office it was asked for (oficinaEnVigor.ts).
  const oficina = useOficinaEnVigor();
  const claveGuardada =
    guardarComo === undefined ? undefined : `${token ?? ''} ${oficina ?? ''} ${guardarComo} ${clave}`;
  // What this query answered last time, if it is kept: the screen draws it now, with no loading state.
  const [guardada] = useState(() =>
    claveGuardada === undefined ? undefined : leerConsultaGuardada(claveGuardada),
  );
  // as: a kept answer is what this same query answered (its key: the screen's name, the session and `claves`)
  const [datos, setDatos] = useState<T | undefined>(guardada?.datos as T | undefined);
  const [cargando, setCargando] = useState(guardada === undefined);
  const [error, setError] = useState<unknown>(null);
  const [version, setVersion] = useState(0);
  const consultarActual = useRef(consultar);
  useEffect(() => {
    consultarActual.current = consultar;
  });
  /** The JSON of what is on screen, to skip drawing an identical answer again. */
  const textoMostrado = useRef(guardada?.texto);

  // useMemo with no keys: once per mount (Strict Mode, in development only, renders twice and keeps one). A rejection
  // is handled at once, so an error that comes back before the effect is not an unhandled rejection.
  const primera = useMemo<PrimeraPeticion<T>>(() => {
    const desde = generacionConsultas();
    const promesa = iniciar(consultar);
    promesa.catch(() => undefined);
    return { clave, claveGuardada, promesa, desde, pasada: false };
  }, []);

  useEffect(() => {
    let vigente = true;
    // Strict Mode's second run of the first effect takes the same request again; new keys, a reload or another
    // session (the token changed in another tab) ask the server anew.
    if (version !== 0 || clave !== primera.clave || claveGuardada !== primera.claveGuardada)
      primera.pasada = true;
    const desde = primera.pasada ? generacionConsultas() : primera.desde;
    const promesa = primera.pasada ? iniciar(consultarActual.current) : primera.promesa;
    // Checking a kept answer again is not loading: what is on screen stays usable meanwhile.
    if (primera.pasada || guardada === undefined) setCargando(true);
    promesa
      .then((resultado) => {
        if (!vigente) return;
        const texto = claveGuardada === undefined ? undefined : JSON.stringify(resultado);
        if (claveGuardada !== undefined && texto !== undefined)
          guardarConsulta(claveGuardada, resultado, texto, desde);
        if (texto !== undefined && texto === textoMostrado.current) {
          setError(null);
          setCargando(false);
          return;
        }
        textoMostrado.current = texto;
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
  }, [clave, version, primera, guardada, claveGuardada]);

  useEffect(() => {
    if (error && mensajeError) toast.error(mensajeDeError(error, mensajeError));
  }, [error, mensajeError]);

  const recargar = useCallback(() => setVersion((valor) => valor + 1), []);
  return { datos, cargando, error, recargar };
}
