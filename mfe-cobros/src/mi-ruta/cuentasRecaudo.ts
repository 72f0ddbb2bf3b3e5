// The organisation's active payment accounts for Mi Ruta's transfer option, kept on the phone for the next time there
// is no signal (docs/decisiones/pagos-por-transferencia.md).
import { useEffect, useState } from 'react';
import type { CuentaPago } from '@cartera/dominio';
import { miRutaApi } from './conexion';

const CLAVE = 'cartera-mi-ruta-cuentas-recaudo';

function guardadas(): CuentaPago[] {
  try {
    // as: the active accounts this phone stored from the server's list (below), read back
    return JSON.parse(localStorage.getItem(CLAVE) ?? '[]') as CuentaPago[];
  } catch {
    return [];
  }
}

export function useCuentasRecaudo(): CuentaPago[] {
  const [cuentas, setCuentas] = useState(guardadas);
  useEffect(() => {
    miRutaApi
      .get('/api/pagos/cuentas')
      .then((todas) => {
        const activas = todas.filter((c) => c.activa);
        localStorage.setItem(CLAVE, JSON.stringify(activas));
        setCuentas(activas);
      })
      .catch(() => undefined);
  }, []);
  return cuentas;
}
