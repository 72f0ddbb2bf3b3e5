// Las consultas del libro mayor, cada una con las columnas que devuelve. El tipo de cada fila sale de esa lista (texto,
// como llega de node-postgres, salvo lo que la consulta declare), así que ningún código convierte una fila a mano. La
// prueba `libro-mayor.e2e-spec.ts` corre cada consulta de CONSULTAS_MAYOR contra el esquema real con sus parámetros de
// ejemplo y exige exactamente estas columnas: renombrar una columna de las tablas la hace fallar ahí. Es el patrón de
// antes de la capa tipada (docs/decisiones/acceso-tipado-a-datos.md): la escritura de comprobantes
// (comprobante.consultas.ts), el plan de cuentas, el diario y las equivalencias (mayor.consultas.ts) ya pasaron a ella.
import type { EntityManager } from 'typeorm';

export interface Consulta<C extends readonly string[], T> {
  readonly sql: string;
  readonly columnas: C;
  /** Parámetros con los que la prueba la corre (una base vacía basta). */
  readonly ejemplo: readonly unknown[];
  /** Sólo para el tipo: las columnas que no son texto. */
  readonly tipos?: T;
}

/** Una fila: cada columna de la lista, texto salvo las que `T` declara. */
export type Fila<C extends readonly string[], T> = { [K in C[number]]: K extends keyof T ? T[K] : string };

/** `consulta<{ n: number }>()(sql, ['n'], [])`: el tipo de las columnas que no son texto, y la consulta. */
export function consulta<T extends object = Record<never, never>>() {
  return <const C extends readonly string[]>(
    sql: string,
    columnas: C,
    ejemplo: readonly unknown[],
  ): Consulta<C, T> => ({
    sql,
    columnas,
    ejemplo,
  });
}

export function consultar<C extends readonly string[], T>(
  manager: EntityManager,
  c: Consulta<C, T>,
  parametros: readonly unknown[],
): Promise<Array<Fila<C, T>>> {
  return manager.query(c.sql, [...parametros]);
}

const NINGUNO = '00000000-0000-0000-0000-000000000000';
const DIA = '2026-01-01';

type Nulo<K extends string> = { [P in K]: string | null };

export const CONSULTAS_MAYOR = {
  // ——— Escritura (contabilizar.ts) ———
  saldoPrestamo: consulta()(
    `SELECT coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_capital'), 0) AS capital,
            coalesce(sum(l.debito - l.credito) FILTER (WHERE c.clave = 'cartera_intereses'), 0) AS interes
     FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
     WHERE l.prestamo_id = $1 AND c.clave IN ('cartera_capital', 'cartera_intereses')`,
    ['capital', 'interes'],
    [NINGUNO],
  ),
  cajaDelCobro: consulta<Nulo<'en_poder_de' | 'cuenta_pago_id'> & { entregado: boolean }>()(
    `SELECT co.en_poder_de, co.cuenta_pago_id, coalesce(e.estado = 'confirmada', false) AS entregado
     FROM cobros co LEFT JOIN caja_entregas e ON e.id = co.entrega_id WHERE co.id = $1`,
    ['en_poder_de', 'cuenta_pago_id', 'entregado'],
    [NINGUNO],
  ),
  /** Lo que un cobro dejó en el mayor en los comprobantes de un préstamo: neto por cuenta. */
  restoDelCobro: consulta<Nulo<'clave' | 'cobrador_id' | 'cuenta_pago_id'>>()(
    `SELECT c.clave, c.cobrador_id, c.cuenta_pago_id, sum(l.debito - l.credito) AS neto
     FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
     WHERE l.cobro_id = $1
       AND (l.prestamo_id = $2 OR c.clave = 'caja_oficina' OR c.cobrador_id IS NOT NULL OR c.cuenta_pago_id IS NOT NULL)
       AND EXISTS (SELECT 1 FROM contabilidad_lineas m WHERE m.asiento_id = l.asiento_id AND m.prestamo_id = $2)
     GROUP BY c.clave, c.cobrador_id, c.cuenta_pago_id`,
    ['clave', 'cobrador_id', 'cuenta_pago_id', 'neto'],
    [NINGUNO, NINGUNO],
  ),
  prestamo: consulta<Nulo<'prestamo_origen_id' | 'fecha_corte'>>()(
    `SELECT numero::text AS numero, cliente_id, tipo_amortizacion, prestamo_origen_id, monto, fecha_corte::text AS fecha_corte
     FROM prestamos WHERE id = $1`,
    ['numero', 'cliente_id', 'tipo_amortizacion', 'prestamo_origen_id', 'monto', 'fecha_corte'],
    [NINGUNO],
  ),
  /** De dónde salió un cobro (uno `importacion` es historia anterior al corte: apertura.ts). */
  origenDelCobro: consulta()(`SELECT origen FROM cobros WHERE id = $1`, ['origen'], [NINGUNO]),
  /** El comprobante que una reversión deshace: el último del cobro en ese préstamo que lo llevó a la cartera. */
  comprobanteDelCobro: consulta()(
    `SELECT a.id FROM contabilidad_asientos a
     WHERE a.tipo IN ('cobro', 'liquidacion', 'recuperacion')
       AND EXISTS (SELECT 1 FROM contabilidad_lineas l WHERE l.asiento_id = a.id AND l.cobro_id = $1 AND l.prestamo_id = $2)
     ORDER BY a.numero DESC LIMIT 1`,
    ['id'],
    [NINGUNO, NINGUNO],
  ),
  /** El comprobante que abrió la cartera de un préstamo (su desembolso, o el reenganche del que nació). */
  comprobanteDelDesembolso: consulta()(
    `SELECT a.id FROM contabilidad_asientos a
     WHERE a.tipo IN ('desembolso', 'reenganche')
       AND EXISTS (SELECT 1 FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
                   WHERE l.asiento_id = a.id AND l.prestamo_id = $1 AND c.clave = 'cartera_capital' AND l.debito > 0)
     ORDER BY a.numero LIMIT 1`,
    ['id'],
    [NINGUNO],
  ),
  /** El préstamo nuevo de un reenganche y su desembolso. */
  prestamoDelReenganche: consulta()(
    `SELECT p.id, p.numero::text AS numero, p.cliente_id, d.id AS movimiento_id, d.monto, d.efectivo
     FROM prestamos p JOIN prestamos_movimientos d ON d.prestamo_id = p.id AND d.tipo = 'desembolso'
     WHERE p.prestamo_origen_id = $1
     ORDER BY d.secuencia DESC LIMIT 1`,
    ['id', 'numero', 'cliente_id', 'movimiento_id', 'monto', 'efectivo'],
    [NINGUNO],
  ),
  gastoAceptado: consulta()(
    `SELECT g.cobrador_id, g.fecha::text AS fecha, g.monto, g.concepto, u.nombre
     FROM caja_gastos g JOIN usuarios u ON u.id = g.cobrador_id WHERE g.id = $1 AND g.estado = 'aceptado'`,
    ['cobrador_id', 'fecha', 'monto', 'concepto', 'nombre'],
    [NINGUNO],
  ),
  entregaConfirmada: consulta<Nulo<'confirmado_por'>>()(
    `SELECT e.cobrador_id, e.numero::text AS numero, e.fecha_confirmacion::text AS fecha, e.esperado,
            e.monto_recibido AS recibido, e.confirmado_por, u.nombre
     FROM caja_entregas e JOIN usuarios u ON u.id = e.cobrador_id WHERE e.id = $1 AND e.estado = 'confirmada'`,
    ['cobrador_id', 'numero', 'fecha', 'esperado', 'recibido', 'confirmado_por', 'nombre'],
    [NINGUNO],
  ),
  /** Lo que un cobrador debe en el libro mayor: su saldo en 136530 (faltantes de cobradores). */
  deudaCobrador: consulta()(
    `SELECT coalesce(sum(l.debito - l.credito), 0) AS deuda
     FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
     WHERE c.clave = 'faltantes_cobradores' AND l.cobrador_id = $1`,
    ['deuda'],
    [NINGUNO],
  ),
  movimientoCaja: consulta<Nulo<'entrega_id'>>()(
    `SELECT fecha::text AS fecha, tipo, categoria, concepto, monto, entrega_id FROM movimientos_caja WHERE id = $1`,
    ['fecha', 'tipo', 'categoria', 'concepto', 'monto', 'entrega_id'],
    [NINGUNO],
  ),
  saldoInicial: consulta<Nulo<'fecha'>>()(
    `SELECT saldo_inicial_caja AS monto, fecha_saldo_inicial::text AS fecha FROM configuracion_organizacion WHERE id = 1`,
    ['monto', 'fecha'],
    [],
  ),
  cajaDeUnAsiento: consulta()(
    `SELECT coalesce(sum(l.debito - l.credito), 0) AS neto
     FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
     WHERE l.asiento_id = $1 AND c.clave = 'caja_oficina'`,
    ['neto'],
    [NINGUNO],
  ),
  movimientosSinComprobante: consulta<Nulo<'cobro_id' | 'registrado_por'> & { capital_primero: boolean }>()(
    `SELECT m.id, m.prestamo_id, m.tipo, m.fecha::text AS fecha, m.monto, m.interes, m.efectivo, m.cobro_id,
            m.registrado_por, m.capital_primero
     FROM prestamos_movimientos m
     WHERE NOT EXISTS (SELECT 1 FROM contabilidad_lineas l WHERE l.movimiento_id = m.id)
     ORDER BY m.secuencia`,
    [
      'id',
      'prestamo_id',
      'tipo',
      'fecha',
      'monto',
      'interes',
      'efectivo',
      'cobro_id',
      'registrado_por',
      'capital_primero',
    ],
    [],
  ),
  gastosSinComprobante: consulta()(
    `SELECT g.id FROM caja_gastos g
     WHERE g.estado = 'aceptado'
       AND NOT EXISTS (SELECT 1 FROM contabilidad_asientos a WHERE a.origen = 'gasto' AND a.origen_id = g.id)
     ORDER BY g.fecha, g.id`,
    ['id'],
    [],
  ),
  entregasSinComprobante: consulta()(
    `SELECT e.id FROM caja_entregas e
     WHERE e.estado = 'confirmada'
       AND NOT EXISTS (SELECT 1 FROM contabilidad_asientos a WHERE a.origen = 'entrega' AND a.origen_id = e.id)
     ORDER BY e.numero`,
    ['id'],
    [],
  ),
  movimientosCajaSinComprobante: consulta()(
    `SELECT m.id FROM movimientos_caja m
     WHERE m.entrega_id IS NULL
       AND NOT EXISTS (SELECT 1 FROM contabilidad_asientos a WHERE a.origen = 'movimiento_caja' AND a.origen_id = m.id)
     ORDER BY m.fecha, m.id`,
    ['id'],
    [],
  ),

  // ——— Sumas de los balances y líneas del exporte (mayor.service.ts) ———
  /**
   * Por cuenta: saldo antes de $1 y movimientos de $1 a $2. Las sumas antes de un día X son los meses enteros
   * anteriores al mes de X (contabilidad_saldos_mes) más los días del mes de X antes de X (las líneas); así un balance
   * lee a lo sumo dos tramos de días de líneas, no la historia.
   */
  saldos: consulta()(
    `WITH l AS (
       SELECT $1::date AS a, $2::date + 1 AS b,
              date_trunc('month', $1::date)::date AS ma, date_trunc('month', $2::date + 1)::date AS mb
     ),
     antes AS (
       SELECT s.cuenta_id,
              sum(s.debitos) FILTER (WHERE s.mes < l.ma) AS d_a, sum(s.creditos) FILTER (WHERE s.mes < l.ma) AS c_a,
              sum(s.debitos) AS d_b, sum(s.creditos) AS c_b
       FROM contabilidad_saldos_mes s CROSS JOIN l WHERE s.mes < l.mb GROUP BY s.cuenta_id
       UNION ALL
       SELECT x.cuenta_id,
              sum(x.debito) FILTER (WHERE x.fecha < l.a), sum(x.credito) FILTER (WHERE x.fecha < l.a), 0, 0
       FROM contabilidad_lineas x CROSS JOIN l WHERE x.fecha >= l.ma AND x.fecha < l.a GROUP BY x.cuenta_id
       UNION ALL
       SELECT x.cuenta_id, 0, 0, sum(x.debito), sum(x.credito)
       FROM contabilidad_lineas x CROSS JOIN l WHERE x.fecha >= l.mb AND x.fecha < l.b GROUP BY x.cuenta_id
     )
     SELECT c.codigo, c.nombre, c.clase,
            coalesce(sum(antes.d_a), 0) - coalesce(sum(antes.c_a), 0) AS saldo_anterior,
            coalesce(sum(antes.d_b), 0) - coalesce(sum(antes.d_a), 0) AS debitos,
            coalesce(sum(antes.c_b), 0) - coalesce(sum(antes.c_a), 0) AS creditos
     FROM contabilidad_cuentas c LEFT JOIN antes ON antes.cuenta_id = c.id
     GROUP BY c.id, c.codigo, c.nombre, c.clase
     ORDER BY c.codigo`,
    ['codigo', 'nombre', 'clase', 'saldo_anterior', 'debitos', 'creditos'],
    [DIA, DIA],
  ),
  /** Las líneas del diario de $1 a $2 con las columnas que importan los programas contables. */
  // El diario para el programa contable: cada línea con el tipo y el efecto en caja de su comprobante, su tercero (el
  // cliente, el cobrador con su cédula o el proveedor del egreso de la oficina con su NIT) y los códigos de su cuenta
  // en el PUC comercial y el CUIF (una subcuenta de cobrador usa los de su cuenta mayor).
  exporte: consulta<
    Nulo<
      | 'tercero_tipo'
      | 'tercero_documento'
      | 'tercero_dv'
      | 'tercero_nombre'
      | 'codigo_puc'
      | 'nombre_puc'
      | 'codigo_cuif'
      | 'nombre_cuif'
    >
  >()(
    `SELECT a.fecha::text AS fecha, a.numero::text AS numero, a.tipo,
            coalesce(sum(l.debito - l.credito) FILTER (
              WHERE coalesce(p.clave, c.clave) IN ('caja_oficina', 'efectivo_cobradores', 'bancos')
            ) OVER (PARTITION BY a.id), 0) AS efecto_caja,
            c.codigo, c.nombre AS cuenta,
            coalesce(e.codigo_puc, ep.codigo_puc) AS codigo_puc, coalesce(e.nombre_puc, ep.nombre_puc) AS nombre_puc,
            coalesce(e.codigo_cuif, ep.codigo_cuif) AS codigo_cuif,
            coalesce(e.nombre_cuif, ep.nombre_cuif) AS nombre_cuif,
            CASE WHEN cl.id IS NOT NULL OR co.cedula IS NOT NULL THEN 'CC' WHEN m.proveedor_nit IS NOT NULL THEN 'NIT' END
              AS tercero_tipo,
            coalesce(cl.cedula, co.cedula, m.proveedor_nit) AS tercero_documento,
            CASE WHEN cl.id IS NULL AND co.cedula IS NULL THEN m.proveedor_dv::text END AS tercero_dv,
            coalesce(cl.nombre, co.nombre, m.proveedor_nombre) AS tercero_nombre,
            l.debito, l.credito, a.descripcion
     FROM contabilidad_asientos a
     JOIN contabilidad_lineas l ON l.asiento_id = a.id
     JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
     LEFT JOIN contabilidad_cuentas p ON p.id = c.padre_id
     LEFT JOIN contabilidad_equivalencias e ON e.cuenta_id = c.id
     LEFT JOIN contabilidad_equivalencias ep ON ep.cuenta_id = c.padre_id
     LEFT JOIN clientes cl ON cl.id = l.cliente_id
     LEFT JOIN usuarios co ON co.id = l.cobrador_id
     LEFT JOIN movimientos_caja m ON a.origen = 'movimiento_caja' AND m.id = a.origen_id
     WHERE a.fecha BETWEEN $1 AND $2
     ORDER BY a.fecha, a.numero, l.id`,
    [
      'fecha',
      'numero',
      'tipo',
      'efecto_caja',
      'codigo',
      'cuenta',
      'codigo_puc',
      'nombre_puc',
      'codigo_cuif',
      'nombre_cuif',
      'tercero_tipo',
      'tercero_documento',
      'tercero_dv',
      'tercero_nombre',
      'debito',
      'credito',
      'descripcion',
    ],
    [DIA, DIA],
  ),
} as const;

export type FilaDe<K extends keyof typeof CONSULTAS_MAYOR> =
  (typeof CONSULTAS_MAYOR)[K] extends Consulta<infer C, infer T> ? Fila<C, T> : never;

/** El valor de una columna de texto que un CHECK de la base restringe a `lista`: tipado sin conversión a mano. */
export function uno<const L extends readonly string[]>(lista: L, valor: string, columna: string): L[number] {
  const encontrado = lista.find((v) => v === valor);
  if (encontrado === undefined) throw new Error(`${columna}: valor desconocido en la base (${valor})`);
  return encontrado;
}
