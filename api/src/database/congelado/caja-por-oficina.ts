// Congelado (migración 1795362900000-caja-por-oficina, issue 68): la oficina de las filas de la caja, que elige quien
// las escribe; la política de una tabla que nombra dos oficinas; la suma por día de `caja_diaria` por oficina. No
// cambia nunca lo que devuelve (docs/decisiones/migraciones-congeladas.md).
import { quitarPorOficina, sentenciasPorOficina } from './politicas';

/** La oficina del cobrador `columna` de la fila `t` (un cobrador tiene una; si tuviera varias, la de menor id). */
export const oficinaDelCobrador = (columna: string) =>
  `(SELECT uo.oficina_id FROM usuarios_oficinas uo WHERE uo.usuario_id = t.${columna} ORDER BY uo.oficina_id LIMIT 1)`;

/**
 * `oficina_id NOT NULL` en `tabla`, que elige quien escribe (oficinaDeMovimiento): las filas que existen reciben la de
 * `desde` (SQL sobre la fila `t`; sin ella, la principal); quien escribe sin decirla (una carga de datos, una prueba)
 * cae en la principal. Un índice que empieza por ella con `indice` detrás, y la política por_oficina.
 */
export function sentenciasOficinaElegida(tabla: string, desde: string, indice: string): string[] {
  return [
    `ALTER TABLE ${tabla} ADD COLUMN oficina_id uuid NULL REFERENCES oficinas (id) ON DELETE RESTRICT`,
    `UPDATE ${tabla} t SET oficina_id = coalesce(${desde}, oficina_por_defecto())`,
    `ALTER TABLE ${tabla} ALTER COLUMN oficina_id SET NOT NULL, ALTER COLUMN oficina_id SET DEFAULT oficina_por_defecto()`,
    `CREATE INDEX ${tabla}_oficina_idx ON ${tabla} (oficina_id, ${indice})`,
    ...sentenciasPorOficina(tabla),
  ];
}

/** Deshace sentenciasOficinaElegida. */
export const quitarOficinaElegida = (tabla: string): string[] => [
  ...quitarPorOficina(tabla),
  `ALTER TABLE ${tabla} DROP COLUMN oficina_id`,
];

/**
 * La seguridad por filas de una tabla que nombra dos oficinas (`a` y `b`, la que envía y la que recibe): se ve y se
 * escribe la fila si alguna de las dos está en `app.oficinas` (o con `'todas'`). La forma InitPlan de politicas.ts,
 * con las dos columnas.
 */
export function sentenciasPorDosOficinas(tabla: string, a: string, b: string): string[] {
  // ::uuid[] fuera del paréntesis: ANY ((SELECT …)) se leería como subconsulta (uuid = uuid[]).
  const alcance = `(SELECT CASE WHEN current_setting('app.oficinas', true) LIKE '{%'
                                THEN current_setting('app.oficinas', true)::uuid[] END)::uuid[]`;
  return [
    `ALTER TABLE ${tabla} ENABLE ROW LEVEL SECURITY`,
    `ALTER TABLE ${tabla} FORCE ROW LEVEL SECURITY`,
    `CREATE POLICY por_oficina ON ${tabla} USING (
    (SELECT current_setting('app.oficinas', true)) = 'todas'
    OR ${a} = ANY (${alcance})
    OR ${b} = ANY (${alcance})
  )`,
  ];
}

/**
 * `caja_diaria` sumada por día (y, `porOficina`, por la oficina del cobro o del préstamo): las funciones de sus
 * disparadores sobre cobros y préstamos (las de 1795356200000: sin los importados ni lo cobrado a una cuenta de
 * recaudo) y el INSERT … SELECT que la rehace desde las dos tablas.
 */
export function cajaDiaria(porOficina: boolean): { funciones: string[]; rehacer: string } {
  const o = porOficina ? 'oficina_id, ' : '';
  const sumar = (filas: string) => `
    INSERT INTO caja_diaria (${o}fecha, cobros, desembolsado, retenido)
    SELECT ${o}fecha, sum(cobros), sum(desembolsado), sum(retenido) FROM (${filas}) AS x
    GROUP BY ${o}fecha
    HAVING sum(cobros) <> 0 OR sum(desembolsado) <> 0 OR sum(retenido) <> 0`;
  const cobros = (tabla: string, signo: string) =>
    `SELECT ${o}fecha, ${signo}monto AS cobros, 0::numeric AS desembolsado, 0::numeric AS retenido FROM ${tabla}
     WHERE cuenta_pago_id IS NULL AND origen <> 'importacion'`;
  const prestamos = (tabla: string, signo: string) => `
    SELECT ${o}fecha, 0::numeric AS cobros, ${signo}(monto - monto_refinanciado) AS desembolsado,
           ${signo}(monto - monto_entregado) AS retenido
    FROM ${tabla} WHERE estado NOT IN ('solicitado', 'rechazado') AND fecha_corte IS NULL
    UNION ALL
    SELECT ${o}fecha_cierre, 0::numeric, -(${signo}(monto - monto_refinanciado)), -(${signo}(monto - monto_entregado))
    FROM ${tabla} WHERE estado = 'cancelado' AND fecha_cierre IS NOT NULL AND fecha_corte IS NULL`;
  const funciones = (['cobros', 'prestamos'] as const).flatMap((fuente) => {
    const filas = fuente === 'cobros' ? cobros : prestamos;
    return (
      [
        ['sumar', filas('nuevos', '')],
        ['restar', filas('viejos', '-')],
        ['mover', `${filas('nuevos', '')} UNION ALL ${filas('viejos', '-')}`],
      ] as const
    ).map(
      ([paso, x]) => `
    CREATE OR REPLACE FUNCTION caja_diaria_${fuente}_${paso}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${sumar(x)};
      RETURN NULL;
    END $$`,
    );
  });
  return { funciones, rehacer: sumar(`${cobros('cobros', '')} UNION ALL ${prestamos('prestamos', '')}`) };
}

/** Lo exigible, pagado y abierto de las cuotas por fecha programada (el recuento de cuotas_por_fecha de 1795356200000). */
const CUOTAS_POR_FECHA = `
  INSERT INTO cuotas_por_fecha (fecha, exigible, pagado, abierto, abiertas)
  SELECT fecha, sum(exigible), sum(pagado), sum(abierto), sum(abiertas) FROM (
    SELECT fecha_programada AS fecha,
           CASE WHEN estado <> 'anulada' THEN monto_total - monto_refinanciado - monto_condonado ELSE 0 END AS exigible,
           CASE WHEN estado <> 'anulada' THEN monto_pagado ELSE 0 END AS pagado,
           CASE WHEN estado IN ('pendiente', 'parcial', 'vencida')
                THEN greatest(monto_total - monto_pagado - monto_refinanciado - monto_condonado, 0) ELSE 0 END AS abierto,
           CASE WHEN estado IN ('pendiente', 'parcial', 'vencida')
                 AND monto_total - monto_pagado - monto_refinanciado - monto_condonado > 0 THEN 1 ELSE 0 END AS abiertas
    FROM cuotas
  ) AS x
  GROUP BY fecha
  HAVING sum(exigible) <> 0 OR sum(pagado) <> 0 OR sum(abierto) <> 0 OR sum(abiertas) <> 0`;

/**
 * `caja_recontar()` (el recuento exacto después de un TRUNCATE o de una carga sin disparadores) y `caja_compactar()`
 * (el barrido: las diferencias de cada día en una fila), con `caja_diaria` por oficina si `porOficina`;
 * `cuotas_por_fecha` como estaba.
 */
export function recuentosDeCaja(porOficina: boolean): string[] {
  const o = porOficina ? 'oficina_id, ' : '';
  const sumarBorradas = `
        INSERT INTO caja_diaria (${o}fecha, cobros, desembolsado, retenido)
        SELECT ${o}fecha, sum(cobros), sum(desembolsado), sum(retenido) FROM borradas
        GROUP BY ${o}fecha
        HAVING sum(cobros) <> 0 OR sum(desembolsado) <> 0 OR sum(retenido) <> 0`;
  return [
    `
      CREATE OR REPLACE FUNCTION caja_recontar() RETURNS void LANGUAGE sql AS $$
        DELETE FROM caja_diaria;
        ${cajaDiaria(porOficina).rehacer};
        DELETE FROM cuotas_por_fecha;
        ${CUOTAS_POR_FECHA};
      $$`,
    `
      CREATE OR REPLACE FUNCTION caja_compactar() RETURNS void LANGUAGE sql AS $$
        WITH borradas AS (DELETE FROM caja_diaria RETURNING ${o}fecha, cobros, desembolsado, retenido)
        ${sumarBorradas};
        WITH borradas AS (DELETE FROM cuotas_por_fecha RETURNING fecha, exigible, pagado, abierto, abiertas)
        INSERT INTO cuotas_por_fecha (fecha, exigible, pagado, abierto, abiertas)
        SELECT fecha, sum(exigible), sum(pagado), sum(abierto), sum(abiertas) FROM borradas
        GROUP BY fecha
        HAVING sum(exigible) <> 0 OR sum(pagado) <> 0 OR sum(abierto) <> 0 OR sum(abiertas) <> 0;
      $$`,
  ];
}
