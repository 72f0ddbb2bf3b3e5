// La causación diaria del interés pactado (docs/decisiones/causacion-y-suspension.md): el barrido corre el comando del
// mayor (comandoCausarIntereses, mayor/causacion.comando.ts) en cada préstamo candidato. Sin Nest: lo
// llama BarridoService.
import { Logger } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { comandoCausarIntereses, PrestamoOcupado } from '../../mayor/causacion.comando';
import { ejecutarComando } from '../../mayor/comando';
import { consultasPoliticas } from '../../mayor/politicas.consultas';

/** Quien causa: el barrido, un trabajo sin usuario. */
const BARRIDO = { actor: { id: null, nombre: 'Sistema' }, ip: 'barrido' };

const registro = new Logger('CausacionIntereses');

/**
 * El paso del barrido: con la política que rige `hoy`, en causación, cada préstamo abierto; en cualquier base, cada
 * préstamo cuyo ingreso causado ya no debe estar (se cerró, se suspendió o se volvió a base de caja). Los que ya se
 * causaron hoy con esa misma política se saltan; si la política de hoy cambió, se vuelven a causar. Uno por
 * transacción; un préstamo que un movimiento de dinero tiene bloqueado se salta (lo toma el barrido siguiente).
 * Devuelve cuántos préstamos causó.
 */
export async function causarIntereses(
  dataSource: DataSource,
  hoy: string,
  detenido: () => boolean = () => false,
): Promise<number> {
  const politica = await consultasPoliticas.politicaVigente(dataSource.manager, hoy);
  const candidatos = await consultasPoliticas.candidatosCausacion(
    dataSource.manager,
    hoy,
    politica.base,
    politica.id,
  );
  let causados = 0;
  for (const id of candidatos) {
    if (detenido()) break;
    try {
      await ejecutarComando(dataSource, comandoCausarIntereses, { prestamoId: id, hoy, politica }, BARRIDO);
      causados++;
    } catch (error) {
      if (error instanceof PrestamoOcupado) continue;
      // Un préstamo que falla (su reclamo del día se deshace con la transacción) no detiene el barrido: lo vuelve a
      // intentar el siguiente.
      registro.error(`Causación del préstamo ${id} al ${hoy} fallida: ${String(error)}`);
    }
  }
  return causados;
}
