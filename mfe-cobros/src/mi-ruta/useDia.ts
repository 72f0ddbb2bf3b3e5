// The day's route: what IndexedDB kept (today's only) at once, then the API's. Without signal the kept one stays, with
// a notice. For admin and gerente the day of the collector they picked, read from the API only (nothing kept).
import { useCallback, useEffect, useState } from 'react';
import type { MiRutaJson } from '@cartera/dominio';
import { esErrorHttp, miRutaApi } from './conexion';
import { guardarDia, leerDia } from './almacen';

export interface DiaMiRuta {
  dia: MiRutaJson | null;
  cargando: boolean;
  /** Why what is shown may not be current (no signal, an error), if so. */
  aviso: string | null;
  cargar: () => Promise<void>;
}

/**
 * `usuarioId`: whose day is kept on the phone (the collector signed in). `cobradorId`: another collector's day, for
 * the office (never kept); `undefined` for the collector's own; `null` while the office has picked nobody.
 */
export function useDia(usuarioId: string, cobradorId?: string | null): DiaMiRuta {
  const propio = cobradorId === undefined;
  const [dia, setDia] = useState<MiRutaJson | null>(null);
  const [cargando, setCargando] = useState(cobradorId !== null);
  const [aviso, setAviso] = useState<string | null>(null);

  const cargar = useCallback(async () => {
    if (cobradorId === null) return;
    setCargando(true);
    try {
      const fresco = await miRutaApi.get('/api/mi-ruta', { consulta: propio ? {} : { cobradorId } });
      setDia(fresco);
      if (propio) await guardarDia(usuarioId, fresco);
      setAviso(null);
    } catch (error) {
      // A session that ended is handled by the page (conexion.ts, alTerminarLaSesion).
      if (esErrorHttp(error) && error.status === 401) return;
      const guardado = propio ? await leerDia(usuarioId) : undefined;
      if (guardado) setDia(guardado);
      setAviso(
        guardado
          ? `Sin conexión: ruta guardada del ${guardado.fecha}`
          : error instanceof Error
            ? error.message
            : 'No se pudo cargar la ruta',
      );
    } finally {
      setCargando(false);
    }
  }, [cobradorId, propio, usuarioId]);

  // Another collector's day (the office's view) starts empty; the collector's own starts from what the phone kept
  // (it draws at once, also without signal).
  useEffect(() => {
    setDia(null);
    if (!propio) return;
    void leerDia(usuarioId).then((guardado) => {
      if (guardado) setDia((actual) => actual ?? guardado);
    });
  }, [cobradorId, propio, usuarioId]);

  return { dia, cargando, aviso, cargar };
}
