import { Injectable } from '@nestjs/common';
import {
  CLASES_CUENTA,
  CLAVES_CUENTA,
  CODIGOS,
  CUENTAS_RECIPROCAS,
  DIAS_MAXIMOS_DIARIO,
  MENSAJES_CONTABILIDAD,
  MENSAJES_OFICINAS,
  avisoCajaNegativa,
  balanceConInteresDiferidoNeto,
  ORIGENES_ASIENTO,
  TIPOS_ASIENTO_CONTABLE,
  diferenciaDias,
  finDelMesAnterior,
  hoyBogota,
  periodoAnterior,
  type AsientoContable,
  type BalanceGeneral,
  type BalancePrueba,
  type ClaseCuenta,
  type CuentaContable,
  type EstadoResultados,
  type FilaEstadoFinanciero,
  type PresentacionInteresDiferido,
} from '@cartera/dominio';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { aPesos, centavosDe } from '../common/dinero';
import { ErrorNegocio, errorValidacion } from '../common/errores';
import { metaPagina } from '../common/paginacion';
import { Pagina } from '../common/respuesta';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { instanteJson } from '../database/consulta-preparada';
import type { ConsultaDiarioDto, CuentaContableDto, RangoContableDto, RangoOficinaDto } from './mayor.dto';
import { deLista } from '../database/kysely';
import {
  consultasMayor,
  type FilaExporte,
  type FilaSaldoCuenta,
  type FiltrosDiario,
} from './mayor.consultas';

/** Primer y último día del mes de `dia`. */
function mesDe(dia: string): { desde: string; hasta: string } {
  const [anio, mes] = dia.split('-').map(Number);
  const ultimo = new Date(Date.UTC(anio, mes, 0)).getUTCDate();
  return { desde: `${dia.slice(0, 8)}01`, hasta: `${dia.slice(0, 8)}${String(ultimo).padStart(2, '0')}` };
}

/** Una cuenta recíproca entre oficinas: el consolidado la elimina (docs/decisiones/libros-por-oficina.md). */
const esReciproca = (f: FilaSaldoCuenta) => CUENTAS_RECIPROCAS.some((clave) => clave === f.clave);

/** La oficina de un estado, o null: el consolidado. */
type OficinaDelEstado = { _id: string; nombre: string } | null;

/** Los estados financieros leen montos en pesos con centavos exactos. */
const pesos = (valor: string | number | null | undefined) => aPesos(centavosDe(valor));

/**
 * Las lecturas del libro mayor (docs/contabilidad.md): plan de cuentas, libro diario, balance de prueba, estado de
 * resultados y balance general. Cada estado sale de las mismas sumas por cuenta (`SQL_MAYOR.saldos`), así que sus
 * totales cuadran al peso con el balance de prueba.
 */
@Injectable()
export class LibroMayorService {
  constructor(private readonly dataSource: DataSource) {}

  /** El rango pedido, o el mes en curso; desde ≤ hasta. */
  rango(consulta: RangoContableDto, maximoDias?: number): { desde: string; hasta: string } {
    const mes = mesDe(hoyBogota());
    const desde = consulta.desde ?? (consulta.hasta ? mesDe(consulta.hasta).desde : mes.desde);
    const hasta = consulta.hasta ?? (consulta.desde ? mesDe(consulta.desde).hasta : mes.hasta);
    if (hasta < desde) throw errorValidacion({ hasta: [MENSAJES_CONTABILIDAD.rangoInvertido] });
    if (maximoDias && diferenciaDias(desde, hasta) + 1 > maximoDias) {
      throw errorValidacion({ hasta: [MENSAJES_CONTABILIDAD.rangoLargo] });
    }
    return { desde, hasta };
  }

  async cuentas(manager: EntityManager = this.dataSource.manager): Promise<CuentaContable[]> {
    const filas = await consultasMayor.cuentas(manager);
    return filas.map((f) => ({
      id: f.id,
      codigo: f.codigo,
      nombre: f.nombre,
      clase: deLista(CLASES_CUENTA, f.clase, 'contabilidad_cuentas.clase'),
      naturaleza: deLista(['debito', 'credito'], f.naturaleza, 'contabilidad_cuentas.naturaleza'),
      clave: f.clave === null ? null : deLista(CLAVES_CUENTA, f.clave, 'contabilidad_cuentas.clave'),
      cobrador: f.cobrador_id ? { _id: f.cobrador_id, nombre: f.cobrador_nombre ?? '' } : null,
      codigoPadre: f.codigo_padre,
    }));
  }

  /** Cambia el código o el nombre de una cuenta (administrador). Su papel en las reglas no cambia. Auditado. */
  actualizarCuenta(id: string, dto: CuentaContableDto, contexto: ContextoSolicitud): Promise<CuentaContable> {
    return this.dataSource.transaction(async (manager) => {
      const antes = (await this.cuentas(manager)).find((c) => c.id === id);
      if (!antes) throw new ErrorNegocio(CODIGOS.noEncontrado, MENSAJES_CONTABILIDAD.cuentaNoEncontrada, 404);
      if (dto.codigo !== undefined && dto.codigo !== antes.codigo) {
        if (await consultasMayor.codigoEnOtraCuenta(manager, dto.codigo, id))
          throw errorValidacion({ codigo: [MENSAJES_CONTABILIDAD.codigoCuentaRepetido] });
      }
      await consultasMayor.renombrarCuenta(manager, id, {
        codigo: dto.codigo ?? undefined,
        nombre: dto.nombre ?? undefined,
      });
      const [despues] = (await this.cuentas(manager)).filter((c) => c.id === id);
      await auditar(manager, contexto, 'Sistema', {
        accion: 'Actualizar cuenta contable',
        detalles: `Cuenta ${antes.codigo} — ${antes.nombre} ahora es ${despues.codigo} — ${despues.nombre}`,
        datosAnteriores: antes,
        datosNuevos: despues,
      });
      return despues;
    });
  }

  async diario(consulta: ConsultaDiarioDto): Promise<Pagina<AsientoContable>> {
    const { desde, hasta } = this.rango(consulta);
    const { page, limit } = consulta;
    const filtros: FiltrosDiario = {
      desde,
      hasta,
      cuenta: consulta.cuenta ?? null,
      origen: consulta.origen ?? null,
      tercero: consulta.tercero || null,
    };
    const manager = this.dataSource.manager;
    const asientos = await consultasMayor.asientos(manager, filtros, limit, (page - 1) * limit);
    const lineas = asientos.length
      ? await consultasMayor.lineas(
          manager,
          asientos.map((a) => a.id),
        )
      : [];
    const porAsiento = new Map<string, typeof lineas>();
    for (const linea of lineas)
      porAsiento.set(linea.asiento_id, [...(porAsiento.get(linea.asiento_id) ?? []), linea]);
    let total = asientos[0]?.total ?? 0;
    if (asientos.length === 0 && page > 1) total = await consultasMayor.conteoAsientos(manager, filtros);
    return new Pagina(
      asientos.map((a) => ({
        id: a.id,
        numero: Number(a.numero),
        fecha: a.fecha,
        tipo: deLista(TIPOS_ASIENTO_CONTABLE, a.tipo, 'contabilidad_asientos.tipo'),
        descripcion: a.descripcion,
        origen: deLista(ORIGENES_ASIENTO, a.origen, 'contabilidad_asientos.origen'),
        origenId: a.origen_id,
        reversoDe: a.reverso_de,
        registradoPor: a.registrado_por ? { _id: a.registrado_por, nombre: a.registrado_nombre ?? '' } : null,
        createdAt: instanteJson(a.created_at),
        lineas: (porAsiento.get(a.id) ?? []).map((l) => ({
          codigo: l.codigo,
          cuenta: l.cuenta,
          debito: pesos(l.debito),
          credito: pesos(l.credito),
          tercero: l.cliente_id
            ? {
                tipo: 'cliente' as const,
                id: l.cliente_id,
                nombre: l.cliente_nombre ?? '',
                documento: l.cliente_cedula,
              }
            : l.cobrador_id
              ? {
                  tipo: 'cobrador' as const,
                  id: l.cobrador_id,
                  nombre: l.cobrador_nombre ?? '',
                  documento: null,
                }
              : null,
          prestamo: l.prestamo_id ? { id: l.prestamo_id, numero: l.prestamo_numero ?? '' } : null,
        })),
      })),
      metaPagina(total, page, limit),
    );
  }

  private saldos(desde: string, hasta: string, oficina: OficinaDelEstado): Promise<FilaSaldoCuenta[]> {
    return consultasMayor.saldos(this.dataSource.manager, desde, hasta, oficina?._id ?? null);
  }

  /** La oficina pedida con su nombre (400 si no existe); sin ella, null: el consolidado. */
  private async oficina(id: string | undefined): Promise<OficinaDelEstado> {
    if (!id) return null;
    const nombre = await consultasMayor.nombreOficina(this.dataSource.manager, id);
    if (nombre === undefined) throw errorValidacion({ oficina: [MENSAJES_OFICINAS.oficinaNoExiste] });
    return { _id: id, nombre };
  }

  /**
   * Por cuenta: saldo anterior, débitos, créditos y saldo. El de una oficina, sus libros; el consolidado, la suma de
   * las oficinas menos las cuentas recíprocas entre ellas (`eliminaciones`), que no entran en los totales.
   */
  async balancePrueba(consulta: RangoOficinaDto): Promise<BalancePrueba> {
    const { desde, hasta } = this.rango(consulta);
    const oficina = await this.oficina(consulta.oficina);
    const todas = await this.saldos(desde, hasta, oficina);
    const filas = oficina ? todas : todas.filter((f) => !esReciproca(f));
    const eliminadas = oficina ? [] : todas.filter(esReciproca);
    const enFilas = (lista: FilaSaldoCuenta[]) =>
      lista
        .map((f) => {
          const saldoAnterior = centavosDe(f.saldo_anterior);
          const debitos = centavosDe(f.debitos);
          const creditos = centavosDe(f.creditos);
          return { f, saldoAnterior, debitos, creditos };
        })
        .filter((c) => c.saldoAnterior !== 0 || c.debitos !== 0 || c.creditos !== 0)
        .map(({ f, saldoAnterior, debitos, creditos }) => ({
          codigo: f.codigo,
          nombre: f.nombre,
          clase: deLista(CLASES_CUENTA, f.clase, 'contabilidad_cuentas.clase'),
          saldoAnterior: aPesos(saldoAnterior),
          debitos: aPesos(debitos),
          creditos: aPesos(creditos),
          saldo: aPesos(saldoAnterior + debitos - creditos),
        }));
    return {
      desde,
      hasta,
      oficina,
      cuentas: enFilas(filas),
      eliminaciones: enFilas(eliminadas),
      totalDebitos: aPesos(filas.reduce((t, f) => t + centavosDe(f.debitos), 0)),
      totalCreditos: aPesos(filas.reduce((t, f) => t + centavosDe(f.creditos), 0)),
    };
  }

  async estadoResultados(consulta: RangoOficinaDto): Promise<EstadoResultados> {
    const { desde, hasta } = this.rango(consulta);
    const anterior = periodoAnterior(desde, hasta);
    const oficina = await this.oficina(consulta.oficina);
    const [actuales, previas] = await Promise.all([
      this.saldos(desde, hasta, oficina),
      this.saldos(anterior.desde, anterior.hasta, oficina),
    ]);
    const filas = (clase: 'ingreso' | 'gasto'): FilaEstadoFinanciero[] => {
      const signo = clase === 'ingreso' ? -1 : 1;
      const delPeriodo = (f: FilaSaldoCuenta) => signo * (centavosDe(f.debitos) - centavosDe(f.creditos));
      return actuales
        .map((f, i) => ({ f, monto: delPeriodo(f), previo: delPeriodo(previas[i]) }))
        .filter(({ f, monto, previo }) => f.clase === clase && (monto !== 0 || previo !== 0))
        .map(({ f, monto, previo }) => ({
          codigo: f.codigo,
          nombre: f.nombre,
          monto: aPesos(monto),
          anterior: aPesos(previo),
        }));
    };
    const ingresos = filas('ingreso');
    const gastos = filas('gasto');
    const suma = (lista: FilaEstadoFinanciero[], campo: 'monto' | 'anterior') =>
      aPesos(lista.reduce((t, f) => t + Math.round(f[campo] * 100), 0));
    const totalIngresos = suma(ingresos, 'monto');
    const totalGastos = suma(gastos, 'monto');
    const totalIngresosAnterior = suma(ingresos, 'anterior');
    const totalGastosAnterior = suma(gastos, 'anterior');
    return {
      desde,
      hasta,
      anteriorDesde: anterior.desde,
      anteriorHasta: anterior.hasta,
      oficina,
      ingresos,
      gastos,
      totalIngresos,
      totalGastos,
      totalIngresosAnterior,
      totalGastosAnterior,
      utilidad: aPesos(Math.round(totalIngresos * 100) - Math.round(totalGastos * 100)),
      utilidadAnterior: aPesos(
        Math.round(totalIngresosAnterior * 100) - Math.round(totalGastosAnterior * 100),
      ),
    };
  }

  /**
   * Activos, pasivos y patrimonio a `fecha`. `interesDiferido`: `neto` resta cada interés diferido de su cartera
   * (balanceConInteresDiferidoNeto, docs/decisiones/politicas-contables.md); sin él, lo que eligió el prestamista.
   */
  async balanceGeneral(
    fecha: string = hoyBogota(),
    interesDiferido?: PresentacionInteresDiferido,
    oficinaId?: string,
  ): Promise<BalanceGeneral> {
    const bruto = await this.balanceGeneralBruto(fecha, await this.oficina(oficinaId));
    const neto = await consultasMayor.interesDiferidoNeto(this.dataSource.manager);
    if ((interesDiferido ?? (neto ? 'neto' : 'bruto')) === 'bruto') return bruto;
    const codigos = await consultasMayor.codigosDeClaves(this.dataSource.manager, [
      'intereses_diferidos',
      'cartera_intereses',
      'mora_diferida',
      'cartera_mora',
    ]);
    const codigo = new Map(codigos.map((c) => [c.clave, c.codigo]));
    return balanceConInteresDiferidoNeto(bruto, [
      { diferido: codigo.get('intereses_diferidos') ?? '', cartera: codigo.get('cartera_intereses') ?? '' },
      { diferido: codigo.get('mora_diferida') ?? '', cartera: codigo.get('cartera_mora') ?? '' },
    ]);
  }

  private async balanceGeneralBruto(fecha: string, oficina: OficinaDelEstado): Promise<BalanceGeneral> {
    const fechaAnterior = finDelMesAnterior(fecha);
    const inicio = '0001-01-01';
    const [actuales, previas] = await Promise.all([
      this.saldos(inicio, fecha, oficina),
      this.saldos(inicio, fechaAnterior, oficina),
    ]);
    const saldo = (f: FilaSaldoCuenta) =>
      centavosDe(f.saldo_anterior) + centavosDe(f.debitos) - centavosDe(f.creditos);
    const filas = (
      clase: ClaseCuenta,
    ): Array<{ codigo: string; nombre: string; monto: number; anterior: number }> => {
      const signo = clase === 'activo' ? 1 : -1;
      return (
        actuales
          .map((f, i) => ({ f, monto: signo * saldo(f), previo: signo * saldo(previas[i]) }))
          .filter(({ f, monto, previo }) => f.clase === clase && (monto !== 0 || previo !== 0))
          // El consolidado elimina las cuentas recíprocas entre oficinas (su neto es cero: lo prueba la verificación).
          .filter(({ f }) => oficina !== null || !esReciproca(f))
          .map(({ f, monto, previo }) => ({ codigo: f.codigo, nombre: f.nombre, monto, anterior: previo }))
      );
    };
    // Resultados acumulados: ingresos − gastos hasta la fecha (el cierre contable del ejercicio los lleva al patrimonio).
    const resultado = (lista: FilaSaldoCuenta[]) =>
      -lista.filter((f) => f.clase === 'ingreso' || f.clase === 'gasto').reduce((t, f) => t + saldo(f), 0);
    const activos = filas('activo');
    const pasivos = filas('pasivo');
    // Una caja (la de la oficina o la de un cobrador) nunca tiene menos que nada: si lo muestra, el balance dice por qué.
    const codigosCaja = new Set(await consultasMayor.codigosDeCajas(this.dataSource.manager));
    const avisos = activos.flatMap((f) =>
      codigosCaja.has(f.codigo) ? (avisoCajaNegativa(f.nombre, f.monto) ?? []) : [],
    );
    const patrimonio = [
      ...filas('patrimonio'),
      {
        codigo: '3605',
        nombre: 'Resultados acumulados',
        monto: resultado(actuales),
        anterior: resultado(previas),
      },
    ];
    const total = (lista: Array<{ monto: number; anterior: number }>, campo: 'monto' | 'anterior') =>
      aPesos(lista.reduce((t, f) => t + f[campo], 0));
    const enPesos = (lista: Array<{ codigo: string; nombre: string; monto: number; anterior: number }>) =>
      lista.map((f) => ({ ...f, monto: aPesos(f.monto), anterior: aPesos(f.anterior) }));
    return {
      fecha,
      fechaAnterior,
      oficina,
      activos: enPesos(activos),
      pasivos: enPesos(pasivos),
      patrimonio: enPesos(patrimonio),
      totalActivos: total(activos, 'monto'),
      totalPasivos: total(pasivos, 'monto'),
      totalPatrimonio: total(patrimonio, 'monto'),
      totalActivosAnterior: total(activos, 'anterior'),
      totalPasivosAnterior: total(pasivos, 'anterior'),
      totalPatrimonioAnterior: total(patrimonio, 'anterior'),
      avisos,
      interesDiferidoNeto: false,
    };
  }

  /** Las líneas del diario para el exporte (a lo sumo DIAS_MAXIMOS_DIARIO días). */
  async lineasExporte(
    consulta: RangoContableDto,
  ): Promise<{ desde: string; hasta: string; empresa: string; filas: FilaExporte[] }> {
    const { desde, hasta } = this.rango(consulta, DIAS_MAXIMOS_DIARIO);
    const filas = await consultasMayor.exporte(this.dataSource.manager, desde, hasta);
    const empresa = (await consultasMayor.nombreEmpresa(this.dataSource.manager)) ?? 'Cartera';
    return { desde, hasta, empresa, filas };
  }
}
