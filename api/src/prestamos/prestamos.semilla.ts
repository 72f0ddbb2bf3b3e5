import { Injectable } from '@nestjs/common';
import { centavos, centavosDePesos, hoyBogota, montoAdicionalMinimo, sumarDias, type Modalidad, type TipoAmortizacion } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { LibroService, type DatosCobroLibro, type PrestamoBloqueado } from '../libro/libro.service';
import { crearAzar, type Azar } from '../demo/azar';
import { auditarSemilla, SemillaDemo, type Semilla } from '../demo/semilla';
import type { CreatePrestamoDto } from './dto/create-prestamo.dto';
import { OperacionesLibroService } from './libro/operaciones.service';
import { PlanService } from './plan/plan.service';
import { PrestamosService } from './prestamos.service';
import { consultasSemillaPrestamos } from './prestamos-semilla.consultas';

/**
 * Cuántos préstamos de cada perfil (121); cada reenganche agrega además su préstamo nuevo. liquidado: pagado antes de
 * tiempo con un descuento (docs/libro.md); solicitado y rechazado: solicitudes de cobradores.
 */
const PERFILES = [
  ['activo', 32],
  ['mora', 24],
  ['vencido', 13],
  ['pagado', 19],
  ['liquidado', 4],
  ['reenganchado', 12],
  ['cancelado', 8],
  ['castigado', 4],
  ['solicitado', 3],
  ['rechazado', 2],
] as const;

type Perfil = (typeof PERFILES)[number][0];

/** Días aproximados por cuota (los préstamos diarios saltan domingos y festivos). */
const DIAS_POR_CUOTA: Record<Modalidad, number> = { diario: 1.2, semanal: 7, quincenal: 15, mensual: 30.5 };

/** Quien cierra, anula o rechaza los préstamos de demostración. */
const SISTEMA = { id: null, nombre: 'Sistema' };

interface CuotaSembrada {
  numero: number;
  fecha: string;
  total: number;
}

/**
 * ~120 préstamos de demostración en todos los estados (activo, mora, vencido, pagado, reenganchado, cancelado) sobre
 * los clientes de demostración, con sus planes y los cobros de su historia (fechados en el pasado: el último mes
 * tiene cobros casi a diario). Todo pasa por las mismas funciones del libro que usa la API, así cuotas, saldos,
 * estados, cobros y tablero coinciden. Sólo si aún no hay préstamos.
 */
@Injectable()
@SemillaDemo({ orden: 30, nombre: 'Préstamos y cobros' })
export class PrestamosSemilla implements Semilla {
  constructor(
    private readonly prestamos: PrestamosService,
    private readonly plan: PlanService,
    private readonly libro: LibroService,
    private readonly operaciones: OperacionesLibroService,
  ) {}

  async sembrar(manager: EntityManager): Promise<void> {
    if (await consultasSemillaPrestamos.hayPrestamos(manager)) return;
    const clientes = await consultasSemillaPrestamos.clientesActivos(manager);
    if (clientes.length === 0) return;

    const azar = crearAzar(20261122);
    const hoy = hoyBogota();
    const perfiles = azar.barajar(
      PERFILES.flatMap(([perfil, cantidad]) => Array<Perfil>(cantidad).fill(perfil)),
    );
    for (const [indice, perfil] of perfiles.entries()) {
      await this.sembrarPrestamo(manager, azar, hoy, perfil, clientes[indice % clientes.length].id);
    }

    // Horas de registro creíbles: el día del préstamo o del cobro, en horario de oficina de Bogotá, nunca en el futuro.
    await consultasSemillaPrestamos.fechar(manager);

    const totales = await consultasSemillaPrestamos.totales(manager);
    await auditarSemilla(
      manager,
      'Préstamos',
      `${totales.prestamos} préstamos y ${totales.cobros} cobros de demostración creados`,
      totales,
    );
  }

  private async sembrarPrestamo(manager: EntityManager, azar: Azar, hoy: string, perfil: Perfil, clienteId: string) {
    const modalidad = azar.elegir<Modalidad>([
      ['diario', 35],
      ['semanal', 35],
      ['quincenal', 15],
      ['mensual', 15],
    ]);
    const cuotas =
      modalidad === 'diario' ? azar.entre(2, 4) * 10 : modalidad === 'semanal' ? azar.entre(8, 20) : modalidad === 'quincenal' ? azar.entre(4, 10) : azar.entre(3, 8);
    const monto = (modalidad === 'diario' ? azar.entre(4, 20) : azar.entre(6, 60)) * 50000;
    const tipoAmortizacion = azar.elegir<TipoAmortizacion>([
      ['capital_final', 40],
      ['amortizable', 45],
      ['interes_adelantado', 15],
    ]);
    const interes = azar.elegir([
      [10, 3],
      [12, 2],
      [15, 3],
      [20, 2],
    ] as const);
    const duracion = Math.ceil(cuotas * DIAS_POR_CUOTA[modalidad]);
    const diasAtras = {
      activo: azar.entre(0, Math.floor(duracion * 0.5)),
      mora: azar.entre(Math.floor(duracion * 0.35), Math.floor(duracion * 0.85)),
      vencido: duracion + azar.entre(5, 45),
      pagado: duracion + azar.entre(1, 30),
      liquidado: azar.entre(Math.floor(duracion * 0.4), Math.floor(duracion * 0.8)),
      castigado: duracion + azar.entre(20, 60),
      solicitado: 1,
      rechazado: 1,
      reenganchado: azar.entre(Math.floor(duracion * 0.4), Math.floor(duracion * 0.8)),
      cancelado: azar.entre(0, Math.floor(duracion * 0.5)),
    }[perfil];
    const fechaInicio = sumarDias(hoy, -Math.max(diasAtras, 1));

    const dto: CreatePrestamoDto = { cliente: clienteId, monto, interes, cuotas, modalidad, tipoAmortizacion, fechaInicio, fecha: fechaInicio };
    if (perfil === 'solicitado' || perfil === 'rechazado') {
      // La solicitud de un cobrador (el del cliente, o uno cualquiera): sin plan ni dinero hasta que la aprueben.
      const cobrador = await consultasSemillaPrestamos.cobradorPara(manager, clienteId);
      const solicitud: CreatePrestamoDto = { ...dto, fechaInicio: hoy, fecha: hoy, cobrador };
      const id = await this.prestamos.crearEn(manager, solicitud, hoy, cobrador);
      if (perfil === 'rechazado') {
        const solicitada = await this.libro.bloquearPrestamo(manager, id);
        await this.operaciones.rechazarEn(manager, solicitada, 'Ingresos insuficientes para la cuota', SISTEMA);
      }
      return;
    }
    const id = await this.prestamos.crearEn(manager, dto, hoy);
    const prestamo = await this.libro.bloquearPrestamo(manager, id);
    await this.plan.generarEn(manager, prestamo);
    const plan = await this.cuotas(manager, id);
    const vencidas = plan.filter((cuota) => cuota.fecha < hoy);

    const cobrar = (lista: Array<DatosCobroLibro | null>, a: PrestamoBloqueado = prestamo) =>
      this.libro.registrarCobros(manager, a, lista.filter((cobro): cobro is DatosCobroLibro => cobro !== null));
    /** El préstamo recalculado a hoy y bloqueado, para la operación de la oficina que lo cierra. */
    const alDia = async () => {
      await this.libro.recalcular(manager, id, hoy);
      return this.libro.bloquearPrestamo(manager, id);
    };
    switch (perfil) {
      case 'activo':
        await cobrar([
          ...this.cuotasCobradas(prestamo, vencidas, hoy),
          azar.siguiente() < 0.3 ? this.abono(prestamo, plan[vencidas.length], hoy, azar) : null,
        ]);
        break;
      case 'mora': {
        const atrasadas = Math.min(vencidas.length, azar.entre(1, 4));
        await cobrar([
          ...this.cuotasCobradas(prestamo, vencidas.slice(0, vencidas.length - atrasadas), hoy),
          azar.siguiente() < 0.4 ? this.abono(prestamo, vencidas[vencidas.length - atrasadas], hoy, azar) : null,
        ]);
        break;
      }
      case 'vencido':
        await cobrar(this.cuotasCobradas(prestamo, plan.slice(0, Math.floor(plan.length * (0.3 + azar.siguiente() * 0.5))), hoy));
        break;
      case 'pagado':
        await cobrar(this.cuotasCobradas(prestamo, plan, hoy));
        break;
      case 'liquidado': {
        // Paga sus cuotas vencidas y liquida el resto hoy con un descuento de la mitad del interés que faltaba.
        await cobrar(this.cuotasCobradas(prestamo, vencidas, hoy));
        const liquidado = await alDia();
        const { saldo, interes } = await consultasSemillaPrestamos.pendienteParaLiquidar(manager, id);
        const recibido = Math.max(1000, Number(saldo) - Math.floor(Number(interes) / 2000) * 1000);
        await this.operaciones.liquidarEn(
          manager,
          liquidado,
          { montoRecibido: recibido, motivo: 'Pago anticipado con descuento de intereses' },
          hoy,
          null,
        );
        return;
      }
      case 'castigado':
        // Pagó un tercio y dejó de pagar: el saldo se castiga.
        await cobrar(this.cuotasCobradas(prestamo, plan.slice(0, Math.floor(plan.length / 3)), hoy));
        await this.operaciones.castigarEn(manager, await alDia(), 'Cliente inubicable: más de 60 días sin pagar', SISTEMA, hoy);
        return;
      case 'cancelado':
        // Cancelar es anular el desembolso: sólo un préstamo que todavía no tiene cobros (docs/libro.md).
        await this.operaciones.anularEn(manager, await alDia(), 'Desembolso registrado por error', SISTEMA, hoy);
        return;
      case 'reenganchado': {
        const dia = sumarDias(hoy, -azar.entre(1, Math.min(10, diasAtras)));
        const antes = plan.filter((cuota) => cuota.fecha < dia);
        await cobrar(this.cuotasCobradas(prestamo, antes.slice(0, Math.max(0, antes.length - azar.entre(0, 2))), hoy));
        // Con mora pendiente no hay reenganche (docs/decisiones/interes-de-mora.md): el cliente la paga ese día.
        const anterior = await this.libro.bloquearPrestamo(manager, id);
        const mora = await this.libro.causarMora(manager, anterior, dia);
        if (mora > 0) {
          await this.libro.registrarCobro(manager, anterior, {
            monto: centavos(mora),
            fecha: dia,
            observaciones: 'Interés de mora, antes del reenganche',
            cobradorId: anterior.cobradorId,
            registradoPor: null,
            origen: 'cobro',
          });
        }
        const { saldoPendiente } = await this.libro.recalcular(manager, id, hoy);
        // Con interés adelantado, el monto adicional tiene que cubrir el interés retenido (docs/libro.md).
        const sorteado = azar.entre(0, 4) * 50000;
        const minimo = montoAdicionalMinimo({ saldoAnterior: saldoPendiente, montoAdicional: sorteado, interes, tipoAmortizacion });
        // El préstamo nuevo pasa la regla de usura de un alta: a 10–20 % plano queda sobre las tasas ilustrativas, y la
        // demostración (la organización en «avisar», por defecto) lo confirma, como lo haría quien lo desembolsa.
        const { nuevoId } = await this.prestamos.reengancharEn(
          manager,
          await this.libro.bloquearPrestamo(manager, id),
          {
            cuotas,
            interes,
            modalidad,
            tipoAmortizacion,
            montoAdicional: Math.ceil((minimo ?? sorteado) / 50000) * 50000,
            confirmarUsura: true,
          },
          dia,
        );
        const nuevo = await this.libro.bloquearPrestamo(manager, nuevoId);
        const cuotasNuevo = (await this.cuotas(manager, nuevoId)).filter((cuota) => cuota.fecha < hoy);
        await cobrar(this.cuotasCobradas(nuevo, cuotasNuevo, hoy), nuevo);
        await this.libro.recalcular(manager, nuevoId, hoy);
        return;
      }
    }
    await this.libro.recalcular(manager, id, hoy);
  }

  private async cuotas(manager: EntityManager, prestamoId: string): Promise<CuotaSembrada[]> {
    const filas = await consultasSemillaPrestamos.cuotas(manager, prestamoId);
    return filas.map((f) => ({ numero: f.numero, fecha: f.fecha_programada, total: Number(f.monto_total) }));
  }

  /** El cobrador pasa el día de cada cuota y cobra la cuota completa (un cobro aplicado a la más antigua). */
  private cuotasCobradas(prestamo: PrestamoBloqueado, cuotas: readonly CuotaSembrada[], hoy: string): DatosCobroLibro[] {
    return cuotas
      .filter((cuota) => cuota.total > 0)
      .map((cuota) => ({
        monto: centavosDePesos(cuota.total),
        fecha: cuota.fecha < hoy ? cuota.fecha : hoy,
        observaciones: null,
        cobradorId: prestamo.cobradorId,
        registradoPor: null,
        origen: 'cobro' as const,
      }));
  }

  /** Un abono parcial a una cuota, hecho hoy o el día de la cuota si ya pasó. */
  private abono(prestamo: PrestamoBloqueado, cuota: CuotaSembrada | undefined, hoy: string, azar: Azar): DatosCobroLibro | null {
    if (!cuota || cuota.total < 2000) return null;
    return {
      monto: centavosDePesos(Math.max(1000, Math.floor((cuota.total * (0.2 + azar.siguiente() * 0.5)) / 1000) * 1000)),
      fecha: cuota.fecha < hoy ? cuota.fecha : hoy,
      observaciones: 'Abono parcial',
      cobradorId: prestamo.cobradorId,
      registradoPor: null,
      origen: 'pago_cuota',
      cuotaNumero: cuota.numero,
    };
  }
}
