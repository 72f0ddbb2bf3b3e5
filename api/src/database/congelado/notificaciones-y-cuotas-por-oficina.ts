// Congelado (migración 1795363400000-notificaciones-y-cuotas-por-oficina, issue 68): la oficina del encabezado de una
// notificación y la de `cuotas_por_fecha`. No cambia nunca lo que devuelve (docs/decisiones/migraciones-congeladas.md).
import { cajaDiaria } from './caja-por-oficina';

/** La oficina de un destinatario según su cliente o, sin él, su cuenta (la de menor id), como en 1795362800000. */
const OFICINA_DEL_DESTINATARIO = `coalesce((SELECT p.oficina_id FROM clientes p WHERE p.id = NEW.cliente_id), (SELECT uo.oficina_id FROM usuarios_oficinas uo WHERE uo.usuario_id = NEW.usuario_id ORDER BY uo.oficina_id LIMIT 1))`;

/**
 * La función del disparador BEFORE INSERT de `notificaciones_destinatarios`: con `porEncabezado`, la oficina de su
 * notificación si la tiene (todos los destinatarios de una notificación de una oficina son de ella); si no, o sin
 * `porEncabezado` (el down), la de su cliente o su cuenta y, sin ellas, la principal.
 */
export function oficinaDeDestinatario(porEncabezado: boolean): string {
  const desde = porEncabezado
    ? `coalesce((SELECT n.oficina_id FROM notificaciones n WHERE n.id = NEW.notificacion_id), ${OFICINA_DEL_DESTINATARIO})`
    : OFICINA_DEL_DESTINATARIO;
  return `CREATE OR REPLACE FUNCTION notificaciones_destinatarios_oficina() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.oficina_id := coalesce(${desde}, oficina_por_defecto());
      RETURN NEW;
    END $$`;
}

/**
 * `oficina_id` NULL en `notificaciones`: las que existen reciben la de sus destinatarios cuando todos comparten una;
 * las demás quedan sin oficina (sólo las ve quien ve todas). Un índice que empieza por ella.
 */
export const OFICINA_DE_NOTIFICACIONES = [
  `ALTER TABLE notificaciones ADD COLUMN oficina_id uuid NULL REFERENCES oficinas (id) ON DELETE RESTRICT`,
  `UPDATE notificaciones n SET oficina_id = d.oficina_id
   FROM (SELECT notificacion_id, (array_agg(DISTINCT oficina_id))[1] AS oficina_id
         FROM notificaciones_destinatarios GROUP BY notificacion_id
         HAVING count(DISTINCT oficina_id) = 1) d
   WHERE d.notificacion_id = n.id`,
  `CREATE INDEX notificaciones_oficina_idx ON notificaciones (oficina_id, created_at)`,
];

/**
 * `categoria` en los destinatarios que son una cuenta (la bandeja la muestra sin leer el encabezado, que puede ser de
 * otra oficina o de todas): la de su mensaje, copiada a los que existen.
 */
export const CATEGORIA_EN_LA_BANDEJA = [
  `ALTER TABLE notificaciones_destinatarios ADD COLUMN categoria text NULL`,
  `UPDATE notificaciones_destinatarios d SET categoria = n.categoria
   FROM notificaciones n WHERE n.id = d.notificacion_id AND d.usuario_id IS NOT NULL`,
  `ALTER TABLE notificaciones_destinatarios ADD CONSTRAINT notificaciones_destinatarios_categoria_check
     CHECK (usuario_id IS NULL OR categoria IS NOT NULL)`,
];

/** Las filas (oficina?, fecha, exigible, pagado, abierto, abiertas) de las cuotas de `tabla`, con `signo`. */
function filasDeCuotas(tabla: string, signo: string, porOficina: boolean): string {
  const o = porOficina ? 'oficina_id, ' : '';
  const resto = 'monto_total - monto_pagado - monto_refinanciado - monto_condonado';
  return `
    SELECT ${o}fecha_programada AS fecha,
           ${signo}CASE WHEN estado <> 'anulada' THEN monto_total - monto_refinanciado - monto_condonado ELSE 0 END AS exigible,
           ${signo}CASE WHEN estado <> 'anulada' THEN monto_pagado ELSE 0 END AS pagado,
           ${signo}CASE WHEN estado IN ('pendiente', 'parcial', 'vencida') THEN greatest(${resto}, 0) ELSE 0 END AS abierto,
           ${signo}CASE WHEN estado IN ('pendiente', 'parcial', 'vencida') AND ${resto} > 0 THEN 1 ELSE 0 END AS abiertas
    FROM ${tabla}`;
}

/** Suma a `cuotas_por_fecha` (por oficina y día, o sólo por día) las filas de `filas`. */
function sumarCuotas(filas: string, porOficina: boolean): string {
  const o = porOficina ? 'oficina_id, ' : '';
  return `
    INSERT INTO cuotas_por_fecha (${o}fecha, exigible, pagado, abierto, abiertas)
    SELECT ${o}fecha, sum(exigible), sum(pagado), sum(abierto), sum(abiertas) FROM (${filas}) AS x
    GROUP BY ${o}fecha
    HAVING sum(exigible) <> 0 OR sum(pagado) <> 0 OR sum(abierto) <> 0 OR sum(abiertas) <> 0`;
}

/**
 * `cuotas_por_fecha` por oficina y día (`porOficina`) o sólo por día: las funciones de sus disparadores sobre `cuotas`
 * (una cuota que cambia de oficina con su préstamo resta en la de antes y suma en la nueva), el INSERT … SELECT que la
 * rehace, y `caja_recontar()` y `caja_compactar()` con `caja_diaria` por oficina (la de 1795362900000).
 */
export function cuotasPorFecha(porOficina: boolean): { funciones: string[]; rehacer: string } {
  const o = porOficina ? 'oficina_id, ' : '';
  const funcion = (nombre: string, cuerpo: string) => `
    CREATE OR REPLACE FUNCTION ${nombre}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${cuerpo};
      RETURN NULL;
    END $$`;
  const nuevas = filasDeCuotas('nuevos', '', porOficina);
  const viejas = filasDeCuotas('viejos', '-', porOficina);
  const rehacer = sumarCuotas(filasDeCuotas('cuotas', '', porOficina), porOficina);
  const caja = cajaDiaria(true).rehacer;
  return {
    funciones: [
      funcion('cuotas_por_fecha_sumar', sumarCuotas(nuevas, porOficina)),
      funcion('cuotas_por_fecha_restar', sumarCuotas(viejas, porOficina)),
      funcion('cuotas_por_fecha_mover', sumarCuotas(`${nuevas} UNION ALL ${viejas}`, porOficina)),
      `
      CREATE OR REPLACE FUNCTION caja_recontar() RETURNS void LANGUAGE sql AS $$
        DELETE FROM caja_diaria;
        ${caja};
        DELETE FROM cuotas_por_fecha;
        ${rehacer};
      $$`,
      `
      CREATE OR REPLACE FUNCTION caja_compactar() RETURNS void LANGUAGE sql AS $$
        WITH borradas AS (DELETE FROM caja_diaria RETURNING oficina_id, fecha, cobros, desembolsado, retenido)
        INSERT INTO caja_diaria (oficina_id, fecha, cobros, desembolsado, retenido)
        SELECT oficina_id, fecha, sum(cobros), sum(desembolsado), sum(retenido) FROM borradas
        GROUP BY oficina_id, fecha
        HAVING sum(cobros) <> 0 OR sum(desembolsado) <> 0 OR sum(retenido) <> 0;
        WITH borradas AS (DELETE FROM cuotas_por_fecha RETURNING ${o}fecha, exigible, pagado, abierto, abiertas)
        ${sumarCuotas('SELECT * FROM borradas', porOficina)};
      $$`,
    ],
    rehacer,
  };
}
