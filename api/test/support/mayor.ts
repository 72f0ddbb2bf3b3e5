// El libro mayor en las pruebas que simulan datos de antes (escritos a mano en la base, sin pasar por la API): se
// rehace desde las fuentes como lo hace la migración que lo creó (`contabilizarPendientes`).
import type { DataSource } from 'typeorm';
import { contabilizarPendientes } from '../../src/contabilidad/mayor/contabilizar';

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
