// Las rutas con que la oficina decide lo que espera en pagos: una línea de un extracto (aplicarla, devolverla,
// reclasificarla, decidir si está repetida) o una transferencia por confirmar.
import type { TSchema } from '@cartera/dominio/esquemas';
import { OFICINA } from '../common/roles.decorator';
import { Ruta } from '../common/ruta.decorator';

/**
 * Una decisión de la oficina: `POST` que responde 200 con lo decidido (`responde`) y su mensaje, idempotente porque
 * mueve dinero (`Idempotency-Key`).
 */
export const Decision = (ruta: string, responde: TSchema, mensaje: string) =>
  Ruta.post(ruta, OFICINA, responde, { estado: 200, idempotente: true, mensaje });
