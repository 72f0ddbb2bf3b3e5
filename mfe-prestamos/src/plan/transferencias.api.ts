// The transfers recorded in Mi Ruta for one loan (/api/pagos/transferencias), and the office's decision on the ones
// waiting for confirmation (docs/decisiones/pagos-por-transferencia.md). Types from @cartera/dominio, as the API's.
import type { TransferenciaPago } from '@cartera/dominio';
import { api } from '@cartera/plataforma';

export const transferenciasApi = {
  dePrestamo: (prestamoId: string): Promise<TransferenciaPago[]> =>
    api.get<TransferenciaPago[]>('pagos/transferencias', { prestamo: prestamoId }),
  /** Confirm or reject: each click carries its own Idempotency-Key (`clave`). */
  decidir: (id: string, decision: 'confirmar' | 'rechazar', clave: string): Promise<TransferenciaPago> =>
    api.post<TransferenciaPago>(`pagos/transferencias/${encodeURIComponent(id)}/${decision}`, undefined, clave),
};
