// Congelado (migración 1795362800000-politicas-libros-pagos, issue 68): la oficina de una tabla que la hereda de su
// padre y la de un resumen que mantienen disparadores, escritas una vez por tabla. No cambia nunca lo que devuelve
// (docs/decisiones/migraciones-congeladas.md).
import { quitarPorOficina, sentenciasPorOficina } from './politicas';

/** La oficina de un padre, como SQL sobre la fila `fila` (`t` al llenar las que existen, `NEW` en el disparador). */
export type OficinaDelPadre = (fila: string) => string;

/** La oficina de la cuenta `columna` (un cobrador tiene una; si tuviera varias, la de menor id). */
export const delUsuario =
  (columna: string): OficinaDelPadre =>
  (fila) =>
    `(SELECT uo.oficina_id FROM usuarios_oficinas uo WHERE uo.usuario_id = ${fila}.${columna} ORDER BY uo.oficina_id LIMIT 1)`;

/** La oficina de la fila de `padre` cuyo id es `columna`. */
export const delPadre =
  (padre: string, columna: string): OficinaDelPadre =>
  (fila) =>
    `(SELECT p.oficina_id FROM ${padre} p WHERE p.id = ${fila}.${columna})`;

/**
 * `oficina_id NOT NULL` en `tabla`, la de su padre (`desde`; sin padre, la principal): las filas que existen la reciben
 * aquí y cada fila nueva de un disparador BEFORE INSERT (nadie la elige). Su valor por omisión es una constante que el
 * disparador siempre reemplaza: existe para que quien inserta no la diga (el tipo de Kysely la toma por generada). Un
 * índice que empieza por ella con `indice` detrás, y la política por_oficina.
 */
export function sentenciasOficinaHeredada(tabla: string, desde: OficinaDelPadre, indice: string): string[] {
  return [
    `ALTER TABLE ${tabla} ADD COLUMN oficina_id uuid NULL REFERENCES oficinas (id) ON DELETE RESTRICT`,
    `UPDATE ${tabla} t SET oficina_id = coalesce(${desde('t')}, oficina_por_defecto())`,
    `ALTER TABLE ${tabla} ALTER COLUMN oficina_id SET NOT NULL,
      ALTER COLUMN oficina_id SET DEFAULT '00000000-0000-0000-0000-000000000000'::uuid`,
    `CREATE FUNCTION ${tabla}_oficina() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.oficina_id := coalesce(${desde('NEW')}, oficina_por_defecto());
      RETURN NEW;
    END $$`,
    `CREATE TRIGGER ${tabla}_oficina BEFORE INSERT ON ${tabla} FOR EACH ROW EXECUTE FUNCTION ${tabla}_oficina()`,
    `CREATE INDEX ${tabla}_oficina_idx ON ${tabla} (oficina_id, ${indice})`,
    ...sentenciasPorOficina(tabla),
  ];
}

/** Deshace sentenciasOficinaHeredada. */
export function quitarOficinaHeredada(tabla: string): string[] {
  return [
    ...quitarPorOficina(tabla),
    `DROP TRIGGER ${tabla}_oficina ON ${tabla}`,
    `DROP FUNCTION ${tabla}_oficina()`,
    `ALTER TABLE ${tabla} DROP COLUMN oficina_id`,
  ];
}

/**
 * Un resumen que mantienen disparadores y que se rehace desde su tabla: `oficina_id` (la de las filas que resume) en sus
 * filas, que se rehacen con `rehacer` (un INSERT … SELECT que ya la nombra), y la política por_oficina. Quien escribe
 * en la tabla resumida ve su oficina, así que sus disparadores siempre pueden escribir la fila del resumen.
 */
export function sentenciasResumenPorOficina(
  resumen: string,
  rehacer: string,
  clave: string | null,
): string[] {
  return [
    `DELETE FROM ${resumen}`,
    `ALTER TABLE ${resumen} ADD COLUMN oficina_id uuid NOT NULL REFERENCES oficinas (id) ON DELETE RESTRICT`,
    ...(clave === null
      ? []
      : [`ALTER TABLE ${resumen} DROP CONSTRAINT ${resumen}_pkey, ADD PRIMARY KEY (${clave})`]),
    rehacer,
    ...sentenciasPorOficina(resumen),
  ];
}

/** Deshace sentenciasResumenPorOficina: sin política ni columna, con su clave de antes, rehecho con `rehacer`. */
export function quitarResumenPorOficina(resumen: string, rehacer: string, clave: string | null): string[] {
  return [
    ...quitarPorOficina(resumen),
    `DELETE FROM ${resumen}`,
    `ALTER TABLE ${resumen} DROP COLUMN oficina_id`,
    ...(clave === null ? [] : [`ALTER TABLE ${resumen} ADD PRIMARY KEY (${clave})`]),
    rehacer,
  ];
}

/** `oficina_id, ` si el resumen es por oficina (el up) y nada si no (el down): se antepone a sus columnas. */
const conOficina = (porOficina: boolean) => (porOficina ? 'oficina_id, ' : '');

/** Una función de disparador `nombre` que corre `cuerpo` (una sentencia) y devuelve NULL. */
const funcion = (nombre: string, cuerpo: string) => `
    CREATE OR REPLACE FUNCTION ${nombre}() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      ${cuerpo};
      RETURN NULL;
    END $$`;

/** Las funciones `<resumen>_sumar`, `_restar` y `_mover` de un resumen por sentencia, con `sumar(filas)` sobre las transiciones. */
const porSentencia = (resumen: string, nuevas: string, viejas: string, sumar: (filas: string) => string) => [
  funcion(`${resumen}_sumar`, sumar(nuevas)),
  funcion(`${resumen}_restar`, sumar(viejas)),
  funcion(`${resumen}_mover`, sumar(`${nuevas} UNION ALL ${viejas}`)),
];

/** Los totales de clientes por estado y cobrador (y, `porOficina`, por su oficina): sus funciones y cómo se rehacen. */
export function totalesDeClientes(porOficina: boolean): { funciones: string[]; rehacer: string } {
  const o = conOficina(porOficina);
  const cero = `'00000000-0000-0000-0000-000000000000'::uuid`;
  const filas = (tabla: string, delta: string) =>
    `SELECT ${o}estado, coalesce(cobrador_id, ${cero}) AS cobrador_id, ${delta} AS delta FROM ${tabla}`;
  const sumar = (d: string) => `
      INSERT INTO clientes_totales AS t (${o}estado, cobrador_id, total)
      SELECT ${o}estado, cobrador_id, sum(delta) FROM (${d}) AS d
      GROUP BY ${o}estado, cobrador_id HAVING sum(delta) <> 0 ORDER BY estado, cobrador_id
      ON CONFLICT (estado, cobrador_id${porOficina ? ', oficina_id' : ''}) DO UPDATE SET total = t.total + EXCLUDED.total`;
  return {
    funciones: porSentencia('clientes_totales', filas('nuevas', '1'), filas('viejas', '-1'), sumar),
    rehacer: sumar(filas('clientes', '1')),
  };
}

/**
 * Lo cobrado por cobrador y mes (y, `porOficina`, por la oficina del cobro): sus funciones (las de los disparadores y
 * el recuento, que es SQL y se valida al crearlo: va después de la columna) y cómo se rehace.
 */
export function cobrosPorCobradorMes(porOficina: boolean): { funciones: string[]; rehacer: string } {
  const o = conOficina(porOficina);
  const clave = `cobrador_id, mes${porOficina ? ', oficina_id' : ''}`;
  const filas = (tabla: string, signo: string) =>
    `SELECT ${o}cobrador_id, date_trunc('month', fecha)::date AS mes, ${signo}1 AS dc, ${signo}monto AS dm FROM ${tabla}`;
  const sumar = (x: string) => `
      WITH d AS (
        SELECT ${o}cobrador_id, mes, sum(dc)::int AS dc, sum(dm) AS dm FROM (${x}) AS x
        WHERE cobrador_id IS NOT NULL
        GROUP BY ${o}cobrador_id, mes HAVING sum(dc) <> 0 OR sum(dm) <> 0
      ),
      restados AS (
        UPDATE cobros_cobrador_mes t SET cantidad = t.cantidad + d.dc, monto = t.monto + d.dm
        FROM d WHERE t.cobrador_id = d.cobrador_id AND t.mes = d.mes${porOficina ? ' AND t.oficina_id = d.oficina_id' : ''} AND d.dc <= 0
      )
      INSERT INTO cobros_cobrador_mes AS t (${o}cobrador_id, mes, cantidad, monto)
      SELECT ${o}cobrador_id, mes, dc, dm FROM d WHERE dc > 0 ORDER BY ${clave}
      ON CONFLICT (${clave}) DO UPDATE SET cantidad = t.cantidad + EXCLUDED.cantidad, monto = t.monto + EXCLUDED.monto`;
  const recontar = `
    CREATE OR REPLACE FUNCTION cobros_cobrador_mes_recontar() RETURNS void LANGUAGE sql AS $$
      DELETE FROM cobros_cobrador_mes;
      INSERT INTO cobros_cobrador_mes (${o}cobrador_id, mes, cantidad, monto)
      SELECT ${o}cobrador_id, date_trunc('month', fecha)::date AS mes, count(*), sum(monto)
      FROM cobros WHERE cobrador_id IS NOT NULL GROUP BY ${o}cobrador_id, mes;
    $$`;
  return {
    funciones: [
      ...porSentencia('cobros_cobrador_mes', filas('nuevos', ''), filas('viejos', '-'), sumar),
      recontar,
    ],
    rehacer: sumar(filas('cobros', '')),
  };
}

/**
 * Los registros de conteos de préstamos (por estado) y de cobros (y, `porOficina`, por la oficina de cada uno): las
 * funciones de sus disparadores (alta por sentencia, cambio y baja por fila), su recuento y los disparadores de cambio,
 * que con la oficina miran también `oficina_id` (un cliente que cambia de oficina se lleva sus préstamos y cobros).
 */
export function conteosDePrestamosYCobros(porOficina: boolean): { sentencias: string[]; rehacer: string[] } {
  const o = conOficina(porOficina);
  const prestamos = (f: string, signo: string) =>
    `${signo}1, ${signo}${f}saldo_pendiente, ${signo}(${f}monto - ${f}monto_refinanciado), ${signo}${f}capital_pendiente`;
  const columnas = {
    prestamos_resumen: [
      'estado, cantidad, saldo, prestado, capital',
      (f: string) => `${f}estado, `,
      prestamos,
    ],
    cobros_resumen: [
      'cantidad, monto',
      (_f: string) => '',
      (f: string, signo: string) => `${signo}1, ${signo}${f}monto`,
    ],
  } as const;
  const oficinaDe = (f: string) => (porOficina ? `${f}oficina_id, ` : '');
  const sentencias: string[] = [];
  const rehacer: string[] = [];
  for (const [resumen, [cols, clave, valores]] of Object.entries(columnas)) {
    const tabla = resumen === 'prestamos_resumen' ? 'prestamos' : 'cobros';
    const insertar = `INSERT INTO ${resumen} (${o}${cols})`;
    const grupo = `${o}${clave('')}`.replace(/, $/, '');
    const agregado = (desde: string) =>
      `${insertar}
        SELECT ${o}${clave('')}count(*), ${
          tabla === 'prestamos'
            ? 'coalesce(sum(saldo_pendiente), 0), coalesce(sum(monto - monto_refinanciado), 0), coalesce(sum(capital_pendiente), 0)'
            : 'coalesce(sum(monto), 0)'
        }
        FROM ${desde}${grupo ? ` GROUP BY ${grupo}` : ''}`;
    rehacer.push(agregado(tabla));
    sentencias.push(
      funcion(`${resumen}_insertados`, `${agregado('insertadas')}${grupo ? '' : ' HAVING count(*) > 0'}`),
      `
    CREATE OR REPLACE FUNCTION ${resumen}_registrar() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        ${insertar} VALUES (${oficinaDe('OLD.')}${clave('OLD.')}${valores('OLD.', '-')});
      END IF;
      IF TG_OP IN ('UPDATE', 'INSERT') THEN
        ${insertar} VALUES (${oficinaDe('NEW.')}${clave('NEW.')}${valores('NEW.', '')});
      END IF;
      RETURN NULL;
    END $$`,
      `CREATE OR REPLACE FUNCTION ${resumen}_recontar() RETURNS void LANGUAGE sql AS $$
        WITH borradas AS (DELETE FROM ${resumen} RETURNING id)
        ${agregado(tabla)}
      $$`,
    );
  }
  const cambio = (tabla: string, resumen: string, columnasVigiladas: string[]) => {
    const vigiladas = porOficina ? [...columnasVigiladas, 'oficina_id'] : columnasVigiladas;
    return [
      `DROP TRIGGER ${resumen}_cambio ON ${tabla}`,
      `CREATE TRIGGER ${resumen}_cambio AFTER UPDATE OF ${vigiladas.join(', ')} ON ${tabla}
      FOR EACH ROW WHEN (${vigiladas.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ')})
      EXECUTE FUNCTION ${resumen}_registrar()`,
    ];
  };
  sentencias.push(
    ...cambio('prestamos', 'prestamos_resumen', [
      'estado',
      'saldo_pendiente',
      'monto',
      'monto_refinanciado',
      'capital_pendiente',
    ]),
    ...cambio('cobros', 'cobros_resumen', ['monto']),
  );
  return { sentencias, rehacer };
}
