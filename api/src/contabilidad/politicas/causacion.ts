// La causación diaria del interés pactado (docs/decisiones/causacion-y-suspension.md): el barrido lleva el ingreso por
// intereses de cada préstamo a lo que dice la regla (ingresoInteresesDelDia, @cartera/dominio) con un
// comprobante de causación. Funciones sobre la base, sin Nest: las llama BarridoService.
import { ESTADOS_PRESTAMO_ABIERTO, ingresoInteresesDelDia, reglaCausacion } from '@cartera/dominio';
import { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import { bloquearPrestamoSiLibre } from '../../prestamos/prestamos.sql';
import { aPesos, centavosDe } from '../../common/dinero';
import { escribirComprobante } from '../mayor/contabilizar';
import { consultasPoliticas, type VigenciaIngresos } from './politicas.consultas';

const registro = new Logger('CausacionIntereses');

/**
 * Causa un préstamo hasta `hoy` con la política que rige ese día (quien llama tiene su fila bloqueada). Una vez por
 * préstamo, día y vigencia: la fila de `contabilidad_causaciones` lo reclama; si ya estaba con esa vigencia, no hace
 * nada. Lo que asienta es la diferencia entre lo que la regla dice que el ingreso debe tener y lo que tiene. Devuelve
 * el ajuste en centavos.
 */
export async function causarPrestamo(
  manager: EntityManager,
  prestamoId: string,
  hoy: string,
  politica: VigenciaIngresos,
): Promise<number> {
  if (!(await consultasPoliticas.reclamarCausacion(manager, prestamoId, hoy, politica.id))) return 0;
  const prestamo = await consultasPoliticas.prestamoParaCausar(manager, prestamoId);
  const cuotas = await consultasPoliticas.interesDeCuotas(manager, prestamoId);
  const mayor = await consultasPoliticas.interesesEnElMayor(manager, prestamoId);
  const reconocido = centavosDe(mayor.reconocido);
  const cobrado = centavosDe(mayor.cobrado);
  const { objetivo } = ingresoInteresesDelDia({
    prestamo: {
      fecha: prestamo.fecha,
      fechaInicio: prestamo.fecha_inicio,
      cuotas: cuotas.map((c) => ({
        fechaProgramada: c.fecha_programada,
        interes: centavosDe(c.monto_interes),
        estado: c.estado,
      })),
      // El interés se gana por cuotas salvo el adelantado y el de un reenganche (ese viene del préstamo de origen).
      interesDeCuotas: prestamo.tipo_amortizacion !== 'interes_adelantado' && prestamo.prestamo_origen_id === null,
      interesPactado: centavosDe(mayor.pactado),
    },
    abierto: ESTADOS_PRESTAMO_ABIERTO.some((estado) => estado === prestamo.estado),
    politica,
    hoy,
    cobrado,
    porCobrar: centavosDe(mayor.por_cobrar),
  });
  const lineas = reglaCausacion({ prestamoId, reconocido, objetivo });
  const asientoId = await escribirComprobante(manager, {
    fecha: hoy,
    tipo: 'causacion',
    descripcion: `Causación de intereses del préstamo #${prestamo.numero}`,
    origen: 'prestamo',
    origenId: prestamoId,
    registradoPor: null,
    lineas,
    clientes: new Map([[prestamoId, prestamo.cliente_id]]),
  });
  const ajuste = objetivo - reconocido;
  await consultasPoliticas.cerrarCausacion(manager, {
    prestamoId,
    hoy,
    ajuste: aPesos(ajuste),
    asientoId,
    causado: aPesos(objetivo - cobrado),
  });
  return ajuste;
}

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
      causados += await dataSource.transaction(async (manager) => {
        if (!(await bloquearPrestamoSiLibre(manager, id))) return 0;
        await causarPrestamo(manager, id, hoy, politica);
        return 1;
      });
    } catch (error) {
      // Un préstamo que falla (su reclamo del día se deshace con la transacción) no detiene el barrido: lo vuelve a
      // intentar el siguiente.
      registro.error(`Causación del préstamo ${id} al ${hoy} fallida: ${String(error)}`);
    }
  }
  return causados;
}
