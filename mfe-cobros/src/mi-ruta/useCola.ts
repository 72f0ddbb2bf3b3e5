// The writes made on the phone (cobros, visits, new clients with their request): kept in IndexedDB with their
// Idempotency-Key, sent at once with signal, again every few seconds while some are left, and when the signal returns.
import { useCallback, useEffect, useState } from 'react';
import { esErrorHttp } from './conexion';
import {
  agregarPendiente,
  leerPendientes,
  leerRechazos,
  quitarPendiente,
  type Pendiente,
  type Rechazo,
} from './almacen';
import {
  aplicar,
  avisarOficina,
  sincronizar,
  SESION_TERMINADA,
  type ResultadoSincronizacion,
} from './sincronizar';

/** How long to wait before sending the queue again while there is signal and something is left. */
const REINTENTO_MS = 5_000;

export interface Cola {
  pendientes: Pendiente[];
  rechazos: Rechazo[];
  enLinea: boolean;
  /** Why the last send stopped (no signal, the session ended, the server failing), if it did. */
  detenido: string | null;
  /** Sends the queue now; `alAplicar` runs when something was applied or refused (the day's amounts changed). */
  enviar: () => Promise<ResultadoSincronizacion>;
  /** Queues a write and, with signal, sends it at once. The API's answer when it was applied now, else null. */
  escribir: (pendiente: Pendiente) => Promise<{ aplicado: unknown } | null>;
  releer: () => Promise<void>;
}

export function useCola(usuarioId: string, alAplicar: () => Promise<void>): Cola {
  const [pendientes, setPendientes] = useState<Pendiente[]>([]);
  const [rechazos, setRechazos] = useState<Rechazo[]>([]);
  const [enLinea, setEnLinea] = useState(() => navigator.onLine);
  const [detenido, setDetenido] = useState<string | null>(null);

  const releer = useCallback(async () => {
    const [p, r] = await Promise.all([leerPendientes(usuarioId), leerRechazos(usuarioId)]);
    setPendientes(p);
    setRechazos(r);
  }, [usuarioId]);

  const enviar = useCallback(async () => {
    const resultado = await sincronizar(usuarioId);
    // Conflicts the office has not received yet are reported again.
    for (const r of await leerRechazos(usuarioId)) if (!r.enOficina) await avisarOficina(usuarioId, r);
    await releer();
    setDetenido(resultado.detenido);
    if (resultado.enviados > 0 || resultado.rechazados.length > 0) await alAplicar();
    return resultado;
  }, [alAplicar, releer, usuarioId]);

  const escribir = useCallback(
    async (pendiente: Pendiente): Promise<{ aplicado: unknown } | null> => {
      await agregarPendiente(usuarioId, pendiente);
      await releer();
      if (!navigator.onLine) return null;
      try {
        const aplicado = await aplicar(pendiente);
        await quitarPendiente(usuarioId, pendiente.clave);
        await releer();
        await alAplicar();
        return { aplicado };
      } catch (error) {
        // A conflict goes through the same path as in a sync: kept, shown and reported to the office.
        if (esErrorHttp(error) && error.status !== 0) await enviar();
        return null;
      }
    },
    [alAplicar, enviar, releer, usuarioId],
  );

  useEffect(() => {
    const alConectar = () => {
      setEnLinea(true);
      void enviar();
    };
    const alDesconectar = () => setEnLinea(false);
    window.addEventListener('online', alConectar);
    window.addEventListener('offline', alDesconectar);
    return () => {
      window.removeEventListener('online', alConectar);
      window.removeEventListener('offline', alDesconectar);
    };
  }, [enviar]);

  // With signal and something still queued (a send that failed half-way, an answer lost), try again every few
  // seconds: the queue empties by itself. Not once the session ended: that waits for the next sign-in.
  const sesionTerminada = detenido === SESION_TERMINADA;
  useEffect(() => {
    if (!enLinea || pendientes.length === 0 || sesionTerminada) return undefined;
    const temporizador = window.setTimeout(() => void enviar(), REINTENTO_MS);
    return () => window.clearTimeout(temporizador);
  }, [enLinea, enviar, pendientes, sesionTerminada]);

  return { pendientes, rechazos, enLinea, detenido, enviar, escribir, releer };
}
