import { UsuariosAuditoria1795349700000 } from './1795349700000-usuarios-auditoria';
import { Clientes1795349800000 } from './1795349800000-clientes';
import { PrestamosCobros1795349900000 } from './1795349900000-prestamos-cobros';
import { CobrosPorCliente1795350000000 } from './1795350000000-cobros-por-cliente';
import { ProximaCuota1795350100000 } from './1795350100000-proxima-cuota';
import { RutasCobro1795350300000 } from './1795350300000-rutas-cobro';

/** Migraciones en orden. Cada módulo nuevo agrega aquí la suya (timestamp mayor, SQL explícito con up y down). */
export const MIGRACIONES = [
  UsuariosAuditoria1795349700000,
  Clientes1795349800000,
  PrestamosCobros1795349900000,
  CobrosPorCliente1795350000000,
  ProximaCuota1795350100000,
  RutasCobro1795350300000,
];
