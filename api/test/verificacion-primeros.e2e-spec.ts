// La verificación con más descuadres de los que se detallan (docs/libro.md, «La verificación»): la base los cuenta y
// trae sólo los primeros DESCUADRES_CON_DETALLE en el orden documentado. Aquí se comparan con la lista entera, armada
// aparte corriendo cada regla por separado (como las corría la verificación antes de contar en la base) y ordenada en
// la prueba: el total y los primeros no pueden no coincidir con ella.
import { DESCUADRES_CON_DETALLE, hoyBogota, sumarDias } from '@cartera/dominio';
import {
  SQL_DESCUADRES_CARTERA,
  SQL_DESCUADRES_FALTANTES,
  SQL_DESCUADRES_MAYOR,
  SQL_DESCUADRES_MORA,
  SQL_DESCUADRES_PRESTAMOS,
  SQL_DESCUADRES_REPORTES_CERRADOS,
  SQL_DESCUADRES_REPORTES_REPARTO,
  SQL_DESCUADRES_BANCOS,
  SQL_DESCUADRES_PATRIMONIO,
  sqlDescuadresIngresos,
} from '../src/contabilidad/verificacion.sql';
import { db } from '../src/database/kysely';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json } from './support/app-prueba';
import { crearClientePrueba } from './support/fabricas-cartera';
import { asientoAMano } from './support/mayor';

/** [número del préstamo o null, regla, esperado, encontrado, id del préstamo o null] */
type Clave = [number | null, string, number, number, string | null];

/** El orden documentado: los de toda la cartera primero, por número de préstamo, regla (bytes) y cifras. */
function comparar(a: Clave, b: Clave): number {
  if (a[0] !== b[0]) return a[0] === null ? -1 : b[0] === null ? 1 : a[0] - b[0];
  const regla = Buffer.compare(Buffer.from(a[1]), Buffer.from(b[1]));
  return regla !== 0 ? regla : a[2] - b[2] || a[3] - b[3];
}

describe('verificación: el total y los primeros descuadres', () => {
  const hoy = hoyBogota();

  const { prueba, tokens } = usarAppPrueba();

  /** Cada regla por separado, sin la unión ni el LIMIT de la verificación. */
  async function listaEntera(): Promise<Clave[]> {
    const todas: Clave[] = [];
    for (const sentencia of [
      SQL_DESCUADRES_CARTERA,
      SQL_DESCUADRES_PRESTAMOS,
      SQL_DESCUADRES_MAYOR,
      SQL_DESCUADRES_MORA,
      SQL_DESCUADRES_FALTANTES,
      SQL_DESCUADRES_REPORTES_REPARTO,
      SQL_DESCUADRES_REPORTES_CERRADOS,
      sqlDescuadresIngresos('caja'),
      SQL_DESCUADRES_BANCOS,
      SQL_DESCUADRES_PATRIMONIO,
    ]) {
      const { rows: filas } = await sentencia.$castTo<Json>().execute(db(prueba.dataSource.manager));
      for (const f of filas) {
        todas.push([
          f.numero == null ? null : Number(f.numero),
          f.regla,
          Number(f.esperado ?? 0),
          Number(f.encontrado ?? 0),
          f.prestamo_id ?? null,
        ]);
      }
    }
    return todas.sort(comparar);
  }

  it('cuenta todos los descuadres y detalla los primeros 200 en orden: la cartera, después por préstamo y regla', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource);
    // 60 préstamos escritos a mano, sin desembolso, libro, cuotas ni libro mayor: cada uno rompe varias reglas.
    await prueba.dataSource.query(
      `INSERT INTO prestamos (cliente_id, monto, interes, cuotas, modalidad, tipo_amortizacion, fecha, fecha_inicio,
                              fecha_primer_pago, estado, interes_total, monto_total, monto_entregado, saldo_pendiente,
                              cuota_diaria, plan_generado, fecha_vencimiento)
       SELECT $1, 100000 * i, 10, 4, 'semanal', 'amortizable', $2::date, $2::date, $2::date + 7, 'activo', 10000 * i,
              110000 * i, 100000 * i, 110000 * i, 27500 * i, false, $2::date + 28
       FROM generate_series(1, 60) AS i`,
      [cliente.id, hoy],
    );
    // Y tres días con efectivo en el libro mayor que ninguna fuente explica: descuadres de toda la cartera.
    for (const dias of [1, 2, 3]) {
      await asientoAMano(prueba.dataSource, {
        fecha: sumarDias(hoy, -dias),
        tipo: 'movimiento_caja',
        descripcion: 'Efectivo escrito a mano',
        debito: 'caja_oficina',
        credito: 'otros_ingresos',
        monto: 1000 * dias,
      });
    }

    const todas = await listaEntera();
    expect(todas.length).toBeGreaterThan(DESCUADRES_CON_DETALLE);
    expect(new Set(todas.map((d) => d[1].split(':')[0])).size).toBeGreaterThanOrEqual(5);

    const r = await prueba.pedir({ metodo: 'POST', ruta: '/api/contabilidad/verificacion', token: tokens.admin });
    expect(r.status).toBe(200);
    const { cantidadDescuadres, descuadres } = r.body.data;
    expect(cantidadDescuadres).toBe(todas.length);
    expect(descuadres).toHaveLength(DESCUADRES_CON_DETALLE);
    const detallados = descuadres.map((d: Json): Clave => [
      d.prestamo?.numero ?? null,
      d.regla,
      d.esperado,
      d.encontrado,
      d.prestamo?._id ?? null,
    ]);
    expect(detallados).toEqual(todas.slice(0, DESCUADRES_CON_DETALLE));
    // Primero los de toda la cartera (entre ellos los tres días), después los de cada préstamo por su número.
    const generales = todas.filter((d) => d[0] === null).length;
    expect(generales).toBeGreaterThanOrEqual(3);
    expect(descuadres.slice(0, generales).every((d: Json) => d.prestamo === null)).toBe(true);
    expect(descuadres.filter((d: Json) => d.regla.startsWith('mayor_efectivo_dia:'))).toHaveLength(3);
    expect(descuadres[generales].prestamo).not.toBeNull();
    expect(
      descuadres.every((d: Json) => typeof d.detalle === 'string' && d.detalle.includes('se esperaba')),
    ).toBe(true);

    // Lo guardado es lo mismo que se respondió.
    const ultima = (
      await prueba.pedir({ metodo: 'GET', ruta: '/api/contabilidad/verificacion', token: tokens.admin })
    ).body.data;
    expect(ultima.cantidadDescuadres).toBe(todas.length);
    expect(ultima.descuadres).toEqual(descuadres);
  });
});
