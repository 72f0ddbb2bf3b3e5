// How many times `npm start`'s supervisor restarted the API after a crash (GET /api/health,
// docs/decisiones/supervision-de-la-api.md), read each time the diagnostics panel opens. 0 while unknown or when the
// API runs without that supervisor (Kubernetes restarts the container instead).
import { useEffect, useState } from 'react';
import { clienteApi } from './clienteApi';

export function useReiniciosDeLaApi(visible: boolean): number {
  const [reinicios, setReinicios] = useState(0);
  useEffect(() => {
    if (!visible) return;
    let vigente = true;
    clienteApi.get('/api/health').then(
      (salud) => {
        if (vigente) setReinicios(salud.reinicios);
      },
      // A failed read is already a line of the panel (http.ts); the count stays as it was.
      () => undefined,
    );
    return () => {
      vigente = false;
    };
  }, [visible]);
  return reinicios;
}
