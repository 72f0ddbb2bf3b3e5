// La aplicación por lotes de los préstamos (docs/decisiones/importacion.md, «Velocidad de la aplicación»; issue 52):
// el mismo archivo aplicado préstamo por préstamo y por el lote deja, fila por fila, los mismos préstamos, cuotas,
// cobros, aplicaciones, movimientos, avisos y comprobantes del libro mayor, y los saldos del mes que llevan los
// disparadores del mayor siguen siendo la suma de sus líneas.
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { AplicadorImportaciones } from '../src/importaciones/aplicar-importacion';
import { consultasLotePrestamos } from '../src/importaciones/lote-prestamos.consultas';
import { crearAppPrueba, type AppPrueba, type Json } from './support/app-prueba';
import { libroXlsx, subirImportacion } from './support/importacion';

const hoy = hoyBogota();
const corte = sumarDias(hoy, -5);
const dia = (dias: number) => sumarDias(corte, dias);

/**
 * El mismo libro con otro prefijo en sus idExterno y sus cédulas (V: préstamo por préstamo; L: por el lote). H-1 paga
 * parcial y más que una cuota; H-2 interés adelantado; H-3 capital al final con un cobro de otro cobrador; G-1 pagado;
 * X-1 castigado y P-1 con su plan propio siguen de uno en uno en los dos caminos.
 */
function cartera(p: 'V' | 'L'): Record<string, unknown[][]> {
  const cedula = (n: number) => `${p === 'V' ? 7 : 8}0${n}12345678`;
  return {
    Cobradores: [
      ['idExterno', 'nombre', 'email'],
      [`${p}K-1`, 'Pedro Lote', 'pedro.lote@example.com'],
      [`${p}K-2`, 'Marta Lote', 'marta.lote@example.com'],
    ],
    Clientes: [
      ['idExterno', 'cedula', 'nombre', 'telefono', 'direccion', 'ciudad', 'cobrador'],
      ...[1, 2, 3, 4, 5, 6].map((n) => [
        `${p}C-${n}`,
        cedula(n),
        `Cliente ${n}`,
        `300123456${n}`,
        `Calle ${n}`,
        'Bogotá',
        n < 3 ? `${p}K-1` : '',
      ]),
    ],
    Prestamos: [
      [
        'idExterno',
        'cliente',
        'cobrador',
        'monto',
        'interes',
        'cuotas',
        'modalidad',
        'tipoAmortizacion',
        'fechaInicio',
        'estado',
        'fechaCorte',
      ],
      [`${p}H-1`, `${p}C-1`, `${p}K-1`, 1000000, 20, 4, 'mensual', 'amortizable', dia(-150), 'activo', corte],
      [`${p}H-2`, `${p}C-2`, '', 1000000, 20, 4, 'mensual', 'interes_adelantado', dia(-150), 'activo', corte],
      [
        `${p}H-3`,
        `${p}C-3`,
        `${p}K-1`,
        600000,
        10,
        3,
        'quincenal',
        'capital_final',
        dia(-60),
        'activo',
        corte,
      ],
      [`${p}G-1`, `${p}C-4`, '', 200000, 10, 1, 'mensual', 'amortizable', dia(-90), 'pagado', corte],
      [`${p}X-1`, `${p}C-5`, '', 500000, 10, 2, 'mensual', 'amortizable', dia(-120), 'castigado', corte],
      [`${p}P-1`, `${p}C-6`, `${p}K-1`, 1000000, 15, 3, 'mensual', 'amortizable', dia(-90), 'activo', corte],
    ],
    Cobros: [
      ['idExterno', 'prestamo', 'fecha', 'monto', 'cobrador'],
      [`${p}R-1`, `${p}H-1`, dia(-120), 150000, ''],
      [`${p}R-2`, `${p}H-1`, dia(-100), 500000, ''],
      [`${p}R-3`, `${p}H-1`, dia(-60), 123457, ''],
      [`${p}R-4`, `${p}H-2`, dia(-120), 250000, ''],
      [`${p}R-5`, `${p}H-2`, dia(-90), 250000, ''],
      [`${p}R-6`, `${p}H-3`, dia(-40), 30000, `${p}K-2`],
      [`${p}R-7`, `${p}H-3`, dia(-20), 25001, ''],
      [`${p}R-8`, `${p}G-1`, dia(-60), 220000, ''],
      [`${p}R-9`, `${p}X-1`, dia(-90), 100000, ''],
    ],
    Cuotas: [
      ['prestamo', 'numero', 'fecha', 'capital', 'interes', 'pagado'],
      [`${p}P-1`, 1, dia(-60), 400000, 60000, 460000],
      [`${p}P-1`, 2, dia(-30), 300000, 45000, 100000],
      [`${p}P-1`, 3, dia(30), 300000, 45000, 0],
    ],
  };
}

describe('importaciones: la aplicación por lotes deja lo mismo que la de préstamo por préstamo', () => {
  let prueba: AppPrueba;
  // El espía nace en el beforeAll, no al recorrer el describe: en un grupo de archivos (api/test/support/grupos.cjs)
  // el archivo anterior restaura todos los espías al terminar.
  let porLote: jest.SpiedFunction<typeof consultasLotePrestamos.escribir>;

  async function aplicar(p: 'V' | 'L'): Promise<Json> {
    const revision = await subirImportacion(
      prueba,
      await prueba.token('admin'),
      await libroXlsx(cartera(p)),
      `${p}.xlsx`,
    );
    expect(revision.body.data.errores).toEqual([]);
    const id = revision.body.data.id;
    expect((await prueba.como('admin').post(`/api/importaciones/${id}/aplicar`)).status).toBe(201);
    let resultado: Json;
    for (let intento = 0; intento < 150; intento += 1) {
      resultado = (await prueba.como('admin').get(`/api/importaciones/${id}`)).body.data;
      if (resultado.estado !== 'aplicando') break;
      await new Promise((listo) => setTimeout(listo, 100));
    }
    return resultado;
  }

  /** Todo lo que un préstamo importado dejó, sin ids ni fechas de registro, con su prefijo y su número quitados. */
  async function huella(p: 'V' | 'L', prestamo: string): Promise<Json> {
    const q = (texto: string) => prueba.dataSource.query(texto, [`${p}${prestamo}`]);
    const delPrestamo = `(SELECT id_cartera FROM importacion_ids WHERE hoja = 'Prestamos' AND id_externo = $1)`;
    const filas = {
      prestamo: await q(
        `SELECT to_jsonb(x) - 'id' - 'numero' - 'cliente_id' - 'created_at' - 'updated_at' AS fila,
                (SELECT nombre FROM clientes WHERE id = x.cliente_id) AS cliente
         FROM prestamos x WHERE x.id = ${delPrestamo}`,
      ),
      cuotas: await q(
        `SELECT to_jsonb(x) - 'id' - 'prestamo_id' - 'created_at' - 'updated_at' AS fila
         FROM cuotas x WHERE x.prestamo_id = ${delPrestamo} ORDER BY x.numero`,
      ),
      cobros: await q(
        `SELECT to_jsonb(x) - 'id' - 'prestamo_id' - 'cliente_id' - 'cuota_id' - 'created_at' - 'updated_at' - 'numero' AS fila,
                (SELECT numero FROM cuotas WHERE id = x.cuota_id) AS cuota,
                (SELECT array_agg(q.numero || ':' || a.monto ORDER BY q.numero) FROM cobros_aplicaciones a
                   JOIN cuotas q ON q.id = a.cuota_id WHERE a.cobro_id = x.id) AS aplicaciones
         FROM cobros x WHERE x.prestamo_id = ${delPrestamo} ORDER BY x.fecha, x.monto`,
      ),
      movimientos: await q(
        `SELECT to_jsonb(x) - 'id' - 'prestamo_id' - 'cobro_id' - 'secuencia' - 'created_at' AS fila,
                (SELECT c.fecha::text || ' ' || c.monto FROM cobros c WHERE c.id = x.cobro_id) AS cobro
         FROM prestamos_movimientos x WHERE x.prestamo_id = ${delPrestamo} ORDER BY x.secuencia`,
      ),
      avisos: await q(
        `SELECT x.categoria, x.titulo, x.mensaje, (SELECT numero FROM cuotas WHERE id = x.cuota_id) AS cuota
         FROM prestamos_notificaciones x WHERE x.prestamo_id = ${delPrestamo} ORDER BY x.categoria, x.mensaje`,
      ),
      mayor: await q(
        `SELECT a.fecha::text, a.tipo, regexp_replace(a.descripcion, '#[0-9]+', '#N') AS descripcion, a.origen,
                cu.codigo, l.debito, l.credito, l.fecha::text AS fecha_linea, l.cobrador_id,
                (l.cliente_id IS NOT NULL) AS con_tercero, (l.movimiento_id IS NOT NULL) AS con_movimiento,
                (SELECT c.fecha::text || ' ' || c.monto FROM cobros c WHERE c.id = l.cobro_id) AS cobro
         FROM contabilidad_lineas l JOIN contabilidad_asientos a ON a.id = l.asiento_id
         JOIN contabilidad_cuentas cu ON cu.id = l.cuenta_id
         WHERE a.origen = 'prestamo' AND a.origen_id = ${delPrestamo}
         ORDER BY a.numero, cu.codigo, l.debito, l.credito`,
      ),
      ids: await q(
        `SELECT hoja, count(*)::int AS filas FROM importacion_ids WHERE id_cartera = ${delPrestamo} GROUP BY hoja ORDER BY hoja`,
      ),
    };
    return JSON.parse(JSON.stringify(filas).replace(new RegExp(`([("])${p}([A-Z]-)`, 'g'), '$1$2'));
  }

  beforeAll(async () => {
    porLote = jest.spyOn(consultasLotePrestamos, 'escribir');
    prueba = await crearAppPrueba();
  });
  afterAll(() => prueba.cerrar());

  it('los préstamos con historia van por el lote y quedan, fila por fila, como los de uno en uno', async () => {
    const aplicador = prueba.app.get(AplicadorImportaciones);
    aplicador.porLotes = false;
    expect(await aplicar('V')).toMatchObject({ estado: 'aplicada', erroresAplicacion: [] });
    expect(porLote).not.toHaveBeenCalled();
    // La primera importación cerró lo anterior a su corte: la segunda trae la misma historia, así que se reabre.
    await prueba.dataSource.query(`UPDATE configuracion_organizacion SET cerrado_hasta = NULL WHERE id = 1`);
    aplicador.porLotes = true;
    expect(await aplicar('L')).toMatchObject({ estado: 'aplicada', erroresAplicacion: [] });
    // Los cuatro préstamos con historia fueron en un lote; el castigado y el del plan propio, de uno en uno.
    expect(porLote).toHaveBeenCalledTimes(1);
    expect(porLote.mock.calls[0][1].map((p) => p.idExterno)).toEqual(['LH-1', 'LH-2', 'LH-3', 'LG-1']);

    for (const prestamo of ['H-1', 'H-2', 'H-3', 'G-1', 'X-1', 'P-1']) {
      const uno = await huella('V', prestamo);
      expect(uno.cobros.length + uno.cuotas.length).toBeGreaterThan(0);
      expect({ prestamo, ...(await huella('L', prestamo)) }).toEqual({ prestamo, ...uno });
    }
  });

  it('los saldos del mes del libro mayor son la suma de sus líneas y cada comprobante cuadra', async () => {
    const descuadres = await prueba.dataSource.query(
      `WITH lineas AS (
         SELECT cuenta_id, date_trunc('month', fecha)::date AS mes, sum(debito) AS debito, sum(credito) AS credito
         FROM contabilidad_lineas GROUP BY 1, 2),
       saldos AS (SELECT cuenta_id, mes, sum(debitos) AS debito, sum(creditos) AS credito FROM contabilidad_saldos_mes GROUP BY 1, 2)
       SELECT * FROM lineas l FULL JOIN saldos s ON s.cuenta_id = l.cuenta_id AND s.mes = l.mes
       WHERE coalesce(l.debito, 0) <> coalesce(s.debito, 0) OR coalesce(l.credito, 0) <> coalesce(s.credito, 0)`,
    );
    expect(descuadres).toEqual([]);
    const asientos = await prueba.dataSource.query(
      `SELECT asiento_id FROM contabilidad_lineas GROUP BY asiento_id HAVING sum(debito) <> sum(credito)`,
    );
    expect(asientos).toEqual([]);
  });
});
