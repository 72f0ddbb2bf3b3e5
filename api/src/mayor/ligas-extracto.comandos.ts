// Conciliar líneas del extracto con cobros ya registrados como comando del mayor (docs/decisiones/escritores-de-dinero.md,
// «Las ligas de los extractos»): una línea cuyo dinero ya estaba en un cobro (el que la oficina registró antes de que
// llegara el extracto, o el de una transferencia confirmada antes que su línea) se liga a él. La liga hace del cobro
// dinero del banco (no se borra ni cambia a mano): el comando bloquea los préstamos de esos cobros, como las
// correcciones del núcleo, así una corrección que espera la ve al entrar. El cobro nuevo de una línea la liga en su
// propia escritura (dinero/ligas.consultas.ts); el estado de la línea lo escribe quien llama, en la misma transacción.
import { pesosDe, type Centavos } from '@cartera/dominio';
import { db } from '../database/kysely';
import type { ComandoMayor } from './comando';

/** Las líneas y los cobros ya registrados que las concilian, con lo que cada cobro recibió (centavos). */
export interface PedidoConciliarLineas {
  ligas: ReadonlyArray<{ linea: string; prestamo: string; cobro: string; monto: Centavos }>;
}

/** Ligar líneas a sus cobros ya registrados (una sentencia por lote de 1.000 ligas). */
export const comandoConciliarLineas: ComandoMayor<PedidoConciliarLineas, null, number> = {
  nombre: 'conciliación de líneas con cobros registrados',
  modulo: 'Cobros',
  // Los préstamos de los cobros, en orden de id como los bloquea el núcleo: dos transacciones cruzadas no se esperan
  // en círculo.
  async candado(manager, { ligas }) {
    const ids = [...new Set(ligas.map((l) => l.prestamo))].sort();
    if (ids.length > 0)
      await db(manager).selectFrom('prestamos').select('id').where('id', 'in', ids).orderBy('id').forUpdate().execute();
  },
  acceso: { noAplica: 'la importación del extracto y su trabajo son de la oficina por su rol' },
  fecha: { noAplica: 'no escribe un hecho nuevo: el cobro ya tiene la suya, validada al registrarlo' },
  efecto: async () => null,
  cuatroOjos: { noAplica: 'no entrega ni perdona dinero: dice dónde está el de un cobro ya registrado' },
  async escribir({ manager }, { ligas }) {
    for (let i = 0; i < ligas.length; i += 1000) {
      await db(manager)
        .insertInto('pagos_lineas_cobros')
        .values(
          ligas.slice(i, i + 1000).map((l) => ({
            linea_id: l.linea,
            prestamo_id: l.prestamo,
            cobro_id: l.cobro,
            monto: pesosDe(l.monto),
          })),
        )
        .execute();
    }
    return ligas.length;
  },
  auditar: (_paso, { ligas }, _efecto, n) => ({
    accion: 'Conciliar líneas con cobros registrados',
    detalles: `${n} ${n === 1 ? 'línea del extracto conciliada' : 'líneas del extracto conciliadas'} con su cobro ya registrado`,
    datosNuevos: { conciliadas: n, prestamos: new Set(ligas.map((l) => l.prestamo)).size },
  }),
};
