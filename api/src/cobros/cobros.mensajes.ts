// Los mensajes de los cobros: los del servicio de cobros y los que dicen sus operaciones en el núcleo de dinero (que
// viven en dinero/mensajes.ts: el núcleo no importa a quien lo llama).
import { MENSAJES_COBRO_NUCLEO } from '../dinero/mensajes';

export const MENSAJES_COBROS = {
  noEncontrado: 'Cobro no encontrado',
  ajeno: 'No tiene permisos sobre este cobro',
  mismoPrestamo: 'El cobro ya está en ese préstamo: elija el préstamo correcto',
  ...MENSAJES_COBRO_NUCLEO,
} as const;
