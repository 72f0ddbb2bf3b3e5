// Propiedad del libro (docs/libro.md): cualquier secuencia de operaciones sobre varios préstamos, con interés de mora o sin él —cobros, pagos de
// cuota, reversiones, ediciones y borrados de cobros, liquidaciones, condonaciones, castigos, recuperaciones,
// anulaciones, reenganches (también a interés adelantado, que se rechazan si entregarían efectivo negativo), el paso
// de un cobro a otro préstamo (corregir préstamo) y el barrido, y la caja de los cobradores: cobros del propio cobrador,
// sus gastos (también los que pasan un límite y esperan aprobación, y su aprobación), rechazos, entregas (también a la vez que se borra uno de sus cobros) y confirmaciones con faltante o
// sobrante— deja, después de CADA paso, las identidades de cada préstamo y de
// la caja (la verificación no encuentra descuadres; caja de la oficina + en poder de cobradores = saldo de caja, cada
// parte contada aparte desde el libro) y las cifras del tablero y de los reportes iguales a las del libro.
import fc from 'fast-check';
import { hoyBogota, sumarDias } from '@cartera/dominio';
import { BarridoService } from '../src/barrido/barrido.service';
import { usarAppPrueba } from './support/app-del-archivo';
import type { Json, RespuestaPrueba } from './support/app-prueba';
import { crearClientePrueba, crearPrestamoPrueba } from './support/fabricas-cartera';

type Operacion =
  | { tipo: 'cobro' | 'liquidar' | 'condonar' | 'recuperar'; prestamo: number; fraccion: number }
  | { tipo: 'pagarCuota'; prestamo: number; numero: number; fraccion: number }
  | { tipo: 'revertirCuota'; prestamo: number; numero: number }
  | { tipo: 'editarCobro'; prestamo: number; fraccion: number }
  | { tipo: 'borrarCobro' | 'castigar' | 'anular' | 'reenganchar' | 'barrido'; prestamo: number }
  | { tipo: 'cobroCobrador' | 'gasto' | 'entregar' | 'confirmar' | 'reengancharAdelantado'; prestamo: number; fraccion: number }
  | { tipo: 'corregirPrestamo' | 'entregarYBorrar'; prestamo: number }
  | { tipo: 'rechazarGasto' | 'aprobarGasto'; prestamo: number }
  | { tipo: 'gastoGrande'; prestamo: number; fraccion: number };

/** Foto del recibo de los gastos que la exigen (más de 20.000 por defecto). */
const FOTO = `data:image/jpeg;base64,${Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]).toString('base64')}`;

/** Cuántas secuencias corre la propiedad (6 en `npm test`; más para explorar). */
const CORRIDAS = Number(process.env.LIBRO_CORRIDAS ?? 6);

const indice = fc.nat({ max: 5 });
const fraccion = fc.double({ min: 0.01, max: 1.2, noNaN: true });
const numero = fc.integer({ min: 1, max: 6 });

type ConFraccion = Extract<Operacion, { fraccion: number }>['tipo'];
type SoloPrestamo = Exclude<Operacion['tipo'], ConFraccion | 'revertirCuota'>;
/** Una operación sobre un préstamo por una fracción de lo que se debe (o de lo que hay en poder del cobrador). */
const conFraccion = (tipo: Exclude<ConFraccion, 'pagarCuota'>) => fc.record({ tipo: fc.constant(tipo), prestamo: indice, fraccion });
/** Una operación que sólo nombra el préstamo. */
const soloPrestamo = (tipo: SoloPrestamo) => fc.record({ tipo: fc.constant(tipo), prestamo: indice });
/** Las operaciones de un mismo peso (cuántas veces más que las de peso 1 sale cada una). */
const conPeso = (weight: number, arbitrarias: ReadonlyArray<fc.Arbitrary<Operacion>>) =>
  arbitrarias.map((arbitrary) => ({ weight, arbitrary }));

const operacion: fc.Arbitrary<Operacion> = fc.oneof(
  ...conPeso(4, [conFraccion('cobro'), conFraccion('cobroCobrador')]),
  ...conPeso(3, [fc.record({ tipo: fc.constant('pagarCuota' as const), prestamo: indice, numero, fraccion })]),
  ...conPeso(2, [
    fc.record({ tipo: fc.constant('revertirCuota' as const), prestamo: indice, numero }),
    ...(['gasto', 'entregar', 'confirmar'] as const).map(conFraccion),
  ]),
  ...conPeso(1, [
    ...(['editarCobro', 'liquidar', 'condonar', 'recuperar', 'reengancharAdelantado', 'gastoGrande'] as const).map(conFraccion),
    ...(
      [
        'borrarCobro',
        'castigar',
        'anular',
        'reenganchar',
        'corregirPrestamo',
        'entregarYBorrar',
        'barrido',
        'rechazarGasto',
        'aprobarGasto',
      ] as const
    ).map(soloPrestamo),
  ]),
);

describe('propiedad del libro', () => {
  const hoy = hoyBogota();
  const desde = sumarDias(hoy, -60);

  const { prueba, tokens, ids } = usarAppPrueba();

  const pedir = (metodo: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', ruta: string, cuerpo?: unknown, token = tokens.admin) =>
    prueba.pedir({ metodo, ruta, token, cuerpo });

  /** Ningún movimiento revienta el servidor: una regla rechaza con 4xx y un mensaje, o se aplica. */
  function sinError(r: RespuestaPrueba, que: string): void {
    if (r.status >= 500) throw new Error(`${que}: ${r.status} ${JSON.stringify(r.body)}`);
    if (r.status >= 400) expect(typeof r.body.message).toBe('string');
  }

  async function saldo(id: string): Promise<number> {
    const [fila] = await prueba.dataSource.query(`SELECT saldo_pendiente FROM prestamos WHERE id = $1`, [id]);
    return Number(fila.saldo_pendiente);
  }

  const pesos = (valor: number, fraccionDe: number) => Math.max(1, Math.round(valor * fraccionDe));

  async function aplicar(op: Operacion, prestamos: string[]): Promise<void> {
    const id = prestamos[op.prestamo % prestamos.length];
    const s = await saldo(id);
    switch (op.tipo) {
      case 'cobro':
        return sinError(await pedir('POST', '/api/cobros', { prestamo: id, monto: pesos(s, op.fraccion), fecha: hoy }), op.tipo);
      case 'recuperar':
        return sinError(await pedir('POST', '/api/cobros', { prestamo: id, monto: pesos(50_000, op.fraccion), fecha: hoy }), op.tipo);
      case 'pagarCuota':
        return sinError(
          await pedir('PATCH', `/api/prestamos/${id}/plan/cuota/${op.numero}/pagar`, { monto: pesos(30_000, op.fraccion), fecha: hoy }),
          op.tipo,
        );
      case 'revertirCuota':
        return sinError(await pedir('PATCH', `/api/prestamos/${id}/plan/cuota/${op.numero}/revertir`), op.tipo);
      case 'editarCobro':
      case 'borrarCobro': {
        const [cobro] = await prueba.dataSource.query(
          `SELECT id, monto FROM cobros WHERE prestamo_id = $1 ORDER BY created_at DESC LIMIT 1`,
          [id],
        );
        if (!cobro) return;
        if (op.tipo === 'borrarCobro') return sinError(await pedir('DELETE', `/api/cobros/${cobro.id}`), op.tipo);
        return sinError(await pedir('PUT', `/api/cobros/${cobro.id}`, { monto: pesos(Number(cobro.monto), (op as { fraccion: number }).fraccion) }), op.tipo);
      }
      case 'liquidar':
        return sinError(
          await pedir('POST', `/api/prestamos/${id}/liquidar`, { montoRecibido: pesos(s, Math.min(op.fraccion, 1.05)), motivo: 'Pago anticipado' }),
          op.tipo,
        );
      case 'condonar':
        return sinError(await pedir('POST', `/api/prestamos/${id}/condonar`, { monto: pesos(s, op.fraccion / 2), motivo: 'Acuerdo' }), op.tipo);
      case 'castigar':
        return sinError(await pedir('POST', `/api/prestamos/${id}/castigar`, { motivo: 'Incobrable' }), op.tipo);
      case 'anular':
        return sinError(await pedir('POST', `/api/prestamos/${id}/anular`, { motivo: 'Error de registro' }), op.tipo);
      case 'reenganchar': {
        const r = await pedir('POST', `/api/prestamos/${id}/reenganche`, { cuotas: 6, interes: 10, modalidad: 'semanal', tipoAmortizacion: 'amortizable', montoAdicional: 20_000 });
        sinError(r, op.tipo);
        if (r.status === 201) prestamos.push(r.body.data._id);
        return;
      }
      case 'reengancharAdelantado': {
        // Sin monto adicional suficiente entregaría efectivo negativo: 422 REENGANCHE_REQUIERE_PAGO y nada cambia.
        const r = await pedir('POST', `/api/prestamos/${id}/reenganche`, {
          cuotas: 4, interes: 20, modalidad: 'semanal', tipoAmortizacion: 'interes_adelantado', montoAdicional: pesos(s, op.fraccion / 2),
        });
        sinError(r, op.tipo);
        if (r.status === 201) prestamos.push(r.body.data._id);
        return;
      }
      case 'corregirPrestamo': {
        // El último cobro del préstamo pasa al siguiente (todos son del mismo cliente).
        const [cobro] = await prueba.dataSource.query(
          `SELECT id FROM cobros WHERE prestamo_id = $1 ORDER BY created_at DESC LIMIT 1`,
          [id],
        );
        if (!cobro) return;
        const destino = prestamos[(op.prestamo + 1) % prestamos.length];
        return sinError(await pedir('POST', `/api/cobros/${cobro.id}/corregir-prestamo`, { prestamo: destino, motivo: 'Préstamo equivocado' }), op.tipo);
      }
      case 'entregarYBorrar': {
        // La entrega del cobrador y el borrado de su último cobro, a la vez: lo esperado nunca cuenta un cobro borrado.
        const [cobro] = await prueba.dataSource.query(
          `SELECT id FROM cobros WHERE en_poder_de IS NOT NULL AND entrega_id IS NULL ORDER BY created_at DESC LIMIT 1`,
        );
        if (!cobro) return;
        const [fila] = (await pedir('GET', '/api/caja/cobradores', undefined, tokens.cobrador1)).body.data;
        const [borrado, entrega] = await Promise.all([
          pedir('DELETE', `/api/cobros/${cobro.id}`),
          pedir('POST', '/api/caja/entregas', { montoEntregado: fila.enPoder }, tokens.cobrador1),
        ]);
        sinError(borrado, 'borrar en la entrega');
        return sinError(entrega, op.tipo);
      }
      case 'barrido':
        await prueba.app.get(BarridoService).ejecutar();
        return;
      case 'cobroCobrador':
        return sinError(await pedir('POST', '/api/cobros', { prestamo: id, monto: pesos(s / 3, op.fraccion), fecha: hoy }, tokens.cobrador1), op.tipo);
      case 'gasto':
        return sinError(
          await pedir('POST', '/api/caja/gastos', { fecha: hoy, categoria: 'transporte', monto: pesos(8_000, op.fraccion), concepto: 'Bus' }, tokens.cobrador1),
          op.tipo,
        );
      case 'gastoGrande':
        // Pasa el límite por gasto (50.000 por defecto): queda por aprobar y no rebaja nada hasta que lo aprueben.
        return sinError(
          await pedir(
            'POST',
            '/api/caja/gastos',
            { fecha: hoy, categoria: 'otro', monto: 50_001 + pesos(40_000, op.fraccion), concepto: 'Repuesto', foto: FOTO },
            tokens.cobrador1,
          ),
          op.tipo,
        );
      case 'aprobarGasto': {
        const [gasto] = await prueba.dataSource.query(`SELECT id FROM caja_gastos WHERE estado = 'pendiente' ORDER BY created_at LIMIT 1`);
        if (!gasto) return;
        return sinError(await pedir('PATCH', `/api/caja/gastos/${gasto.id}/aprobar`), op.tipo);
      }
      case 'rechazarGasto': {
        const [gasto] = await prueba.dataSource.query(`SELECT id FROM caja_gastos WHERE estado <> 'rechazado' ORDER BY created_at DESC LIMIT 1`);
        if (!gasto) return;
        return sinError(await pedir('PATCH', `/api/caja/gastos/${gasto.id}/rechazar`, { motivo: 'Sin recibo' }), op.tipo);
      }
      case 'entregar': {
        const [fila] = (await pedir('GET', '/api/caja/cobradores', undefined, tokens.cobrador1)).body.data;
        const monto = Math.max(0, Math.round(fila.enPoder * Math.min(op.fraccion, 1.1)));
        return sinError(await pedir('POST', '/api/caja/entregas', { montoEntregado: monto }, tokens.cobrador1), op.tipo);
      }
      case 'confirmar': {
        const [entrega] = await prueba.dataSource.query(`SELECT id, monto_entregado FROM caja_entregas WHERE estado = 'pendiente'`);
        if (!entrega) return;
        const cuerpo = op.fraccion > 1 ? {} : { montoRecibido: Math.round(Number(entrega.monto_entregado) * op.fraccion) };
        return sinError(await pedir('PATCH', `/api/caja/entregas/${entrega.id}/confirmar`, cuerpo), op.tipo);
      }
    }
  }

  /** Las cifras del libro contadas aquí, en SQL aparte, contra lo que muestran la verificación, el tablero y el reporte. */
  async function comprobarIdentidades(paso: string): Promise<void> {
    const verificacion = await pedir('POST', '/api/contabilidad/verificacion');
    expect({ paso, descuadres: verificacion.body.data.descuadres }).toEqual({ paso, descuadres: [] });
    await comprobarCajas(paso);

    // Lo cobrado es el dinero recibido: lo que bajó de las cuotas y el interés de mora que pagó (`mora`).
    const [libro] = await prueba.dataSource.query(`
      SELECT coalesce(sum(monto + mora) FILTER (WHERE tipo IN ('cobro', 'liquidacion')), 0)
               - coalesce(sum(monto + mora) FILTER (WHERE tipo = 'reversion'), 0) AS cobrado,
             coalesce(sum(monto) FILTER (WHERE tipo = 'condonacion'), 0) AS condonado,
             coalesce(sum(monto) FILTER (WHERE tipo = 'castigo'), 0) AS castigado,
             coalesce(sum(monto) FILTER (WHERE tipo = 'recuperacion'), 0) AS recuperado,
             (SELECT coalesce(sum(p.monto - p.monto_refinanciado), 0) FROM prestamos p
              WHERE EXISTS (SELECT 1 FROM prestamos_movimientos d WHERE d.prestamo_id = p.id AND d.tipo = 'desembolso')
                AND NOT EXISTS (SELECT 1 FROM prestamos_movimientos a WHERE a.prestamo_id = p.id AND a.tipo = 'anulacion')) AS prestado
      FROM prestamos_movimientos`);
    const tablero = (await pedir('GET', '/api/dashboard/resumen')).body.data;
    expect({ paso, ...cifras(tablero) }).toEqual({
      paso,
      montoPrestado: Number(libro.prestado),
      montoCobrado: Number(libro.cobrado),
      montoCondonado: Number(libro.condonado),
      montoCastigado: Number(libro.castigado),
      montoRecuperado: Number(libro.recuperado),
    });

    // El reporte general del periodo: lo cobrado con fecha en el rango, según el libro.
    const [rango] = await prueba.dataSource.query(
      `SELECT coalesce(sum(monto + mora) FILTER (WHERE tipo IN ('cobro', 'liquidacion')), 0)
                - coalesce(sum(monto + mora) FILTER (WHERE tipo = 'reversion'), 0) AS cobrado
       FROM prestamos_movimientos WHERE fecha BETWEEN $1 AND $2`,
      [desde, hoy],
    );
    const reporte = (await pedir('GET', `/api/reportes/general?desde=${desde}&hasta=${hoy}`)).body.data;
    expect({ paso, cobrado: reporte.resumen.montoCobrado }).toEqual({ paso, cobrado: Number(rango.cobrado) });
  }

  /**
   * Identidad de la caja con cobradores: caja de la oficina + en poder de cobradores = saldo de caja. Cada parte se
   * cuenta aquí desde el libro (prestamos_movimientos.efectivo por cobro), los gastos, las entregas y los movimientos,
   * no desde caja_diaria ni desde el SQL de la API.
   */
  async function comprobarCajas(paso: string): Promise<void> {
    const [libro] = await prueba.dataSource.query(`
      WITH en_poder AS (
        SELECT co.id FROM cobros co
        WHERE co.en_poder_de IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM caja_entregas e WHERE e.id = co.entrega_id AND e.estado = 'confirmada')
      ),
      gastos AS (
        SELECT g.monto, EXISTS (SELECT 1 FROM caja_entregas e WHERE e.id = g.entrega_id AND e.estado = 'confirmada') AS entregado
        FROM caja_gastos g WHERE g.estado = 'aceptado'
      )
      SELECT (SELECT coalesce(sum(efectivo), 0) FROM prestamos_movimientos) AS efectivo,
             (SELECT coalesce(sum(efectivo), 0) FROM prestamos_movimientos WHERE cobro_id IN (SELECT id FROM en_poder)) AS cobrado_en_poder,
             (SELECT coalesce(sum(monto), 0) FROM gastos WHERE NOT entregado) AS gastos_en_poder,
             (SELECT coalesce(sum(monto), 0) FROM gastos WHERE entregado) AS gastos_entregados,
             (SELECT coalesce(sum(CASE tipo WHEN 'ingreso' THEN monto ELSE -monto END), 0) FROM movimientos_caja) AS movimientos,
             (SELECT saldo_inicial_caja FROM configuracion_organizacion) AS inicial`);
    const n = (valor: string) => Number(valor);
    const enPoder = n(libro.cobrado_en_poder) - n(libro.gastos_en_poder);
    const enCaja = n(libro.inicial) + n(libro.efectivo) - n(libro.cobrado_en_poder) + n(libro.movimientos) - n(libro.gastos_entregados);
    const { tarjetas } = (await pedir('GET', '/api/flujo-caja')).body.data;
    const filas: Json[] = (await pedir('GET', '/api/caja/cobradores')).body.data;
    expect({ paso, enCaja: tarjetas.enCaja, enPoder: tarjetas.enPoderCobradores, saldo: tarjetas.saldoActual }).toEqual({
      paso,
      enCaja,
      enPoder,
      saldo: enCaja + enPoder,
    });
    expect({ paso, cobradores: filas.reduce((t, f) => t + f.enPoder, 0) }).toEqual({ paso, cobradores: enPoder });
  }

  function cifras(tablero: Json) {
    const { montoPrestado, montoCobrado, montoCondonado, montoCastigado, montoRecuperado } = tablero;
    return { montoPrestado, montoCobrado, montoCondonado, montoCastigado, montoRecuperado };
  }

  it('después de cada paso de cualquier secuencia, las identidades se cumplen y las cifras salen del libro', async () => {
    const cliente = await crearClientePrueba(prueba.dataSource, { cobradorId: ids.cobrador1 });
    const condiciones = [
      { monto: 120_000, interes: 20, cuotas: 6, modalidad: 'diario', tipoAmortizacion: 'amortizable' },
      { monto: 90_000, interes: 10, cuotas: 4, modalidad: 'semanal', tipoAmortizacion: 'capital_final' },
      { monto: 100_000, interes: 15, cuotas: 5, modalidad: 'semanal', tipoAmortizacion: 'interes_adelantado' },
    ];
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(operacion, { minLength: 4, maxLength: 10 }), async (conMora, operaciones) => {
        // Con interés de mora (docs/decisiones/interes-de-mora.md), desde hace 60 días y sin gracia: las cuotas de
        // estos préstamos (desde hace 10 días) causan, y cada cobro, pago, edición, condonación o liquidación la toca.
        await prueba.dataSource.query(
          `UPDATE configuracion_organizacion
           SET mora_activa = $1, mora_tasa = 24, mora_periodicidad = 'anual', mora_dias_gracia = 0, mora_desde = $2`,
          [conMora, desde],
        );
        const prestamos: string[] = [];
        for (const terminos of condiciones) {
          // Desembolsados hace 10 días (la mora nunca corre antes del desembolso).
          const p = await crearPrestamoPrueba(prueba, tokens.admin, {
            cliente: cliente.id,
            ...terminos,
            fechaInicio: sumarDias(hoy, -10),
            fecha: sumarDias(hoy, -10),
          });
          prestamos.push(p._id);
        }
        await comprobarIdentidades('inicio');
        for (const [i, op] of operaciones.entries()) {
          await aplicar(op, prestamos);
          await comprobarIdentidades(`${i}: ${JSON.stringify(op)}`);
        }
      }),
      {
        // La suite corre siempre las mismas secuencias (semilla fija: un fallo se reproduce); para explorar otras,
        // LIBRO_SEMILLA=<número> y LIBRO_CORRIDAS=<cuántas> (docs/libro.md, «Propiedad del libro»).
        seed: Number(process.env.LIBRO_SEMILLA ?? 20261126),
        numRuns: CORRIDAS,
        // Contraejemplos ya encontrados: siguen corriendo primero.
        examples: [
          [false, [{ tipo: 'condonar', prestamo: 0, fraccion: 0.01 }, { tipo: 'anular', prestamo: 0 }, { tipo: 'recuperar', prestamo: 0, fraccion: 0.01 }, { tipo: 'condonar', prestamo: 0, fraccion: 0.01 }]],
          [true, [{ tipo: 'cobro', prestamo: 0, fraccion: 0.01 }, { tipo: 'editarCobro', prestamo: 0, fraccion: 0.5 }, { tipo: 'condonar', prestamo: 0, fraccion: 0.01 }, { tipo: 'liquidar', prestamo: 1, fraccion: 0.9 }, { tipo: 'castigar', prestamo: 2 }]],
        ],
      },
    );
  }, 30_000 + CORRIDAS * 6_000);
});
