// El libro mayor en las pruebas que simulan datos de antes (escritos a mano en la base, sin pasar por la API): se
// rehace desde las fuentes como lo hace la migración que lo creó (`contabilizarPendientes`).
import type { DataSource } from 'typeorm';
import { contabilizarPendientes } from '../../src/mayor/contabilizar';

export async function rehacerLibroMayor(dataSource: DataSource): Promise<void> {
  await dataSource.transaction(async (m) => {
    // Sólo aquí: se saltan los disparadores que hacen inmutable el libro mayor.
    await m.query(`SET LOCAL session_replication_role = replica`);
    await m.query(`DELETE FROM contabilidad_lineas`);
    await m.query(`DELETE FROM contabilidad_asientos`);
    await m.query(`DELETE FROM contabilidad_saldos_mes`);
  });
  await dataSource.transaction(async (m) => {
    await m.query(`ALTER TABLE contabilidad_asientos DISABLE TRIGGER contabilidad_asientos_periodo_abierto`);
    await contabilizarPendientes(m);
    await m.query(`SET CONSTRAINTS ALL IMMEDIATE`);
    await m.query(`ALTER TABLE contabilidad_asientos ENABLE TRIGGER contabilidad_asientos_periodo_abierto`);
  });
}

export interface AsientoAMano {
  fecha: string;
  /** Tipo y origen del asiento ('entrega', 'movimiento_caja'…). */
  tipo: string;
  descripcion: string;
  /**
   * La cuenta al débito y la cuenta al crédito, por `monto` cada una: su clave ('caja_oficina') o, para una cuenta sin
   * clave (la subcuenta de un banco), su código ('11100501').
   */
  debito: string;
  credito: string;
  monto: number;
  /** El cobrador o el préstamo de las líneas (`soloDebito`: sólo el de la línea al débito). */
  tercero?: { columna: 'cobrador_id' | 'prestamo_id'; id: string; soloDebito?: boolean };
}

/**
 * Un asiento escrito a mano en la base, sin pasar por la API ni por las reglas que lo armarían: como los de antes, o
 * uno que rompe el libro a propósito para que la verificación lo encuentre.
 */
export async function asientoAMano(dataSource: DataSource, asiento: AsientoAMano): Promise<void> {
  const { fecha, tipo, descripcion, debito, credito, monto, tercero } = asiento;
  const valores: unknown[] = [fecha, tipo, descripcion, debito, credito, monto];
  let columna = '';
  let valorTercero = '';
  if (tercero) {
    valores.push(tercero.id);
    columna = `, ${tercero.columna}`;
    valorTercero = tercero.soloDebito
      ? `, CASE WHEN $4 IN (c.clave, c.codigo) THEN $7::uuid END`
      : `, $7::uuid`;
  }
  await dataSource.query(
    `WITH a AS (
       INSERT INTO contabilidad_asientos (fecha, tipo, descripcion, origen, origen_id)
       VALUES ($1, $2::text, $3, $2::text, NULL) RETURNING id
     )
     INSERT INTO contabilidad_lineas (asiento_id, fecha, cuenta_id, debito, credito${columna})
     SELECT a.id, $1, c.id, CASE WHEN $4 IN (c.clave, c.codigo) THEN $6::numeric ELSE 0 END,
            CASE WHEN $5 IN (c.clave, c.codigo) THEN $6::numeric ELSE 0 END${valorTercero}
     FROM a CROSS JOIN contabilidad_cuentas c WHERE c.clave IN ($4, $5) OR c.codigo IN ($4, $5)`,
    valores,
  );
}

/** Qué líneas del libro mayor suma `saldoMayor`: lo que no se da, no filtra. */
export interface FiltroSaldoMayor {
  /** El papel de la cuenta ('caja_oficina', 'ingresos_mora'…). */
  clave?: string;
  /** El código PUC de la cuenta, o un prefijo con % ('111005%') para sumar también sus subcuentas. */
  codigo?: string;
  prestamoId?: string;
  cobradorId?: string;
  /** Sólo las líneas hasta esa fecha (incluida). */
  hasta?: string;
}

/** Débito − crédito de las líneas del libro mayor que cumplen el filtro, leído directamente en la base. */
export async function saldoMayor(dataSource: DataSource, filtro: FiltroSaldoMayor): Promise<number> {
  const { clave, codigo, prestamoId, cobradorId, hasta } = filtro;
  const [fila]: Array<{ saldo: string }> = await dataSource.query(
    `SELECT coalesce(sum(l.debito - l.credito), 0) AS saldo
     FROM contabilidad_lineas l JOIN contabilidad_cuentas c ON c.id = l.cuenta_id
     WHERE ($1::text IS NULL OR c.clave = $1) AND ($2::text IS NULL OR c.codigo LIKE $2)
       AND ($3::uuid IS NULL OR l.prestamo_id = $3) AND ($4::uuid IS NULL OR l.cobrador_id = $4)
       AND ($5::date IS NULL OR l.fecha <= $5)`,
    [clave ?? null, codigo ?? null, prestamoId ?? null, cobradorId ?? null, hasta ?? null],
  );
  return Number(fila.saldo);
}
