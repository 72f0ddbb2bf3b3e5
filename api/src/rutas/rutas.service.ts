import { randomUUID } from 'node:crypto';
import {
  CODIGOS,
  esValorDe,
  FORMATOS_RUTA,
  type ConsultaRutas,
  type DatosGenerarRutas,
  type ParadaRuta,
  type PrestamoDetalleRuta,
  type Ruta,
  type RutaCompleta,
} from '@cartera/dominio';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar, type EventoAuditado } from '../auditoria/auditar';
import { registrarEvento } from '../auditoria/registrar-evento';
import { esCobrador } from '../common/acceso-cartera';
import { aCentavos, aPesos, sumar } from '../common/dinero';
import { ErrorNegocio, noEncontrado, prohibido } from '../common/errores';
import type { ArchivoExportado } from '../common/exportes';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { exportarRuta } from './rutas.exportes';
import { armarRutas, ordenPrestamos, zonaDe } from './rutas.rules';
import {
  clientesDeLaCartera,
  leerParadas,
  leerRuta,
  leerRutas,
  resumenDeFila,
  type FilaPrestamoRuta,
} from './rutas.lectura';
import {
  bloquearRutaDelDia,
  cobradoresSinRuta,
  guardarRutas,
  idRuta,
} from './rutas.sql';
import {
  leerCobradores,
  prestamosCandidatos,
  seleccionarClientes,
  type FiltroRutas,
} from './rutas-seleccion.sql';

/**
 * Rutas de cobro (§2, docs/decisiones/rutas-de-cobro.md): genera y guarda una ruta por cobrador, la lista por fecha,
 * la abre con sus paradas de hoy y la exporta. El SQL de una generación está en rutas.sql.ts, la lectura de las rutas
 * guardadas en rutas.lectura.ts, el armado (puro) en rutas.rules.ts y los archivos en rutas.exportes.ts; aquí,
 * transacciones, permisos y auditoría.
 */
@Injectable()
export class RutasService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Genera y guarda las rutas del día. Una consulta deja en una tabla temporal, por cliente, sus préstamos del tipo
   * (cantidades, días y saldo vencido, y los ids en un arreglo) con su cobrador (el del cliente o, si no tiene, el del
   * préstamo); a Node llegan sólo las columnas livianas, se agrupan por cobrador en una pasada y cada ruta se ordena y
   * mide con `planificarRuta`. Volver a generar la ruta de un cobrador para la misma fecha la reemplaza (una
   * transacción). Cada ruta es una fila de `rutas`: el resumen de su tarjeta, sus clientes en orden de visita y los
   * ids de sus préstamos; se devuelve sólo el resumen de cada tarjeta.
   */
  async generar(datos: DatosGenerarRutas, contexto: ContextoSolicitud): Promise<Ruta[]> {
    const { actor } = contexto;
    let cobradorId = datos.cobradorId ?? null;
    if (esCobrador(actor)) {
      if (cobradorId && cobradorId !== actor.id)
        throw prohibido('Un cobrador sólo puede generar su propia ruta');
      cobradorId = actor.id;
    }
    const zona = datos.tipo === 'zona' && datos.zona ? datos.zona : null;
    return this.dataSource.transaction((manager) =>
      this.generarEn(
        manager,
        { fecha: datos.fecha, tipo: datos.tipo, cobradorId, zona },
        actor.id,
        (evento) => auditar(manager, contexto, 'Cobros', evento),
      ),
    );
  }

  /**
   * La ruta del día de un cobrador (Mi Ruta, docs/decisiones/mi-ruta.md): si ya tiene una ruta guardada para la fecha
   * (la generó la oficina, el trabajo de la mañana o una apertura anterior) devuelve su id; si no, genera la de todos
   * sus préstamos abiertos, a nombre del sistema. Un candado por cobrador y fecha: dos aperturas a la vez generan una.
   */
  async rutaDelDia(fecha: string, cobradorId: string): Promise<string | null> {
    return this.dataSource.transaction(async (manager) => {
      await bloquearRutaDelDia(manager, cobradorId, fecha);
      const existente = await idRuta(manager, fecha, cobradorId);
      if (existente) return existente;
      await this.generarEn(manager, { fecha, tipo: 'todos', cobradorId, zona: null }, null, (evento) =>
        registrarEvento(manager, {
          usuario: 'Sistema',
          modulo: 'Cobros',
          tipo: 'info',
          resultado: 'exitoso',
          ...evento,
        }),
      );
      return idRuta(manager, fecha, cobradorId);
    });
  }

  /** Las rutas del día de todos los cobradores activos que aún no tienen una (el trabajo de la mañana). */
  async rutasDelDia(fecha: string): Promise<number> {
    let generadas = 0;
    for (const id of await cobradoresSinRuta(this.dataSource.manager, fecha))
      if (await this.rutaDelDia(fecha, id)) generadas++;
    return generadas;
  }

  private async generarEn(
    manager: EntityManager,
    filtro: FiltroRutas,
    generadaPor: string | null,
    auditarEvento: (evento: EventoAuditado) => Promise<void>,
  ): Promise<Ruta[]> {
    const { fecha, tipo, cobradorId, zona } = filtro;
    // La selección (con los ids de los préstamos de cada cobrador) queda en una tabla temporal de la transacción:
    // a Node llegan sólo las columnas del recorrido y los préstamos que pueden entrar en el top 5 de cada ruta.
    const filas = await seleccionarClientes(manager, filtro);
    const cobradores = await leerCobradores(manager, filas);
    const candidatos = await prestamosCandidatos(manager, filas, filtro);
    const rutas = armarRutas(filas, cobradores, candidatos, fecha, tipo, zona);
    for (const ruta of rutas) ruta._id = randomUUID();
    // Las rutas anteriores de la fecha (del cobrador pedido, o de todos) se reemplazan por las nuevas.
    const creada = await guardarRutas(manager, filtro, rutas, generadaPor);
    // La del sistema (ruta del día) sólo se audita si generó algo: un cobrador sin cartera la pide en cada apertura.
    if (rutas.length > 0 || generadaPor !== null)
      await auditarEvento({
        accion: 'Generar rutas de cobro',
        detalles: `Rutas ${tipo} del ${fecha}: ${rutas.length} cobrador(es), ${rutas.reduce((s, r) => s + r.cantidadClientes, 0)} cliente(s)`,
        datosNuevos: { fecha, tipo, cobradorId, zona, rutas: rutas.map((r) => r._id) },
      });
    const generadaEn = creada.toISOString();
    return rutas.map(({ paradas: _paradas, ...resumen }) => ({ ...resumen, generadaEn }));
  }

  /** Resúmenes de las rutas guardadas de una fecha; un cobrador sólo ve la suya. */
  async listar(consulta: ConsultaRutas, actor: Usuario): Promise<Ruta[]> {
    const cobrador = esCobrador(actor) ? actor.id : consulta.cobradorId;
    const resumenes = (await leerRutas(this.dataSource.manager, consulta.fecha, cobrador)).map(resumenDeFila);
    return esCobrador(actor) ? this.soloCartera(resumenes, actor.id) : resumenes;
  }

  /**
   * La tarjeta de una ruta (sus préstamos más atrasados, guardados al generarla) sin los clientes que ya no son de
   * la cartera del cobrador: un cliente cedido a otro no deja su teléfono ni su saldo en las rutas viejas.
   */
  private async soloCartera(resumenes: Ruta[], cobradorId: string): Promise<Ruta[]> {
    const ids = [...new Set(resumenes.flatMap((r) => r.topPrestamos.map((p) => p.cliente._id)))];
    if (ids.length === 0) return resumenes;
    const visibles = await clientesDeLaCartera(this.dataSource.manager, ids, cobradorId);
    return resumenes.map((r) => ({
      ...r,
      topPrestamos: r.topPrestamos.filter((p) => visibles.has(p.cliente._id)),
    }));
  }

  /**
   * Ruta completa con sus paradas en orden y sus préstamos; un cobrador sólo puede leer la suya. La ruta guarda qué
   * clientes visitar, en qué orden, y qué préstamos cobrar; sus datos se leen al abrirla: contacto del cliente, saldo,
   * días vencidos a la fecha de la ruta y lo que falta de las cuotas de ese día reflejan lo ya cobrado.
   */
  async obtener(id: string, actor: Usuario): Promise<RutaCompleta> {
    const fila = await leerRuta(this.dataSource.manager, id);
    if (!fila) throw noEncontrado('Ruta no encontrada');
    if (esCobrador(actor) && fila.cobrador_id !== actor.id)
      throw prohibido('No tiene permisos sobre esta ruta');
    // Un cobrador que abre una ruta pasada ve sólo los clientes y préstamos que siguen en su cartera: si un cliente
    // pasó a otro cobrador, su dirección, teléfono y saldo ya no son suyos aunque la ruta vieja los nombre.
    const soloCarteraDe = esCobrador(actor) ? actor.id : null;
    const [paradas, filasPrestamos] = await leerParadas(this.dataSource.manager, id, soloCarteraDe);
    const prestamosDe = new Map<string, FilaPrestamoRuta[]>();
    for (const p of filasPrestamos) {
      const lista = prestamosDe.get(p.cliente_id);
      if (lista) lista.push(p);
      else prestamosDe.set(p.cliente_id, [p]);
    }
    const clientes: ParadaRuta[] = [];
    const prestamos: PrestamoDetalleRuta[] = [];
    let cuotasC = 0;
    paradas.forEach((c, i) => {
      const cliente = {
        _id: c.id,
        nombre: c.nombre,
        telefono: c.telefono,
        direccion: c.direccion,
        barrio: c.barrio,
      };
      const suyos = (prestamosDe.get(c.id) ?? []).map((p): PrestamoDetalleRuta => ({
        _id: p.id,
        numero: Number(p.numero),
        estado: p.estado,
        diasVencido: p.dias,
        saldoPendiente: Number(p.saldo_pendiente),
        cuotaDelDia: Number(p.cuota),
        cliente,
      }));
      suyos.sort(ordenPrestamos);
      const cuotaParadaC = suyos.reduce((suma, p) => suma + aCentavos(p.cuotaDelDia), 0);
      cuotasC += cuotaParadaC;
      prestamos.push(...suyos);
      clientes.push({
        ...cliente,
        ciudad: c.ciudad,
        latitud: c.latitud === null ? null : Number(c.latitud),
        longitud: c.longitud === null ? null : Number(c.longitud),
        orden: i + 1,
        zona: zonaDe(c.barrio, c.ciudad),
        prestamos: suyos.map((p) => p._id),
        saldoPendiente: sumar(suyos.map((p) => p.saldoPendiente)),
        cuotaDelDia: aPesos(cuotaParadaC),
        diasVencido: suyos.reduce((maximo, p) => Math.max(maximo, p.diasVencido), 0),
      });
    });
    prestamos.sort(ordenPrestamos);
    const [resumen] = soloCarteraDe
      ? await this.soloCartera([resumenDeFila(fila)], soloCarteraDe)
      : [resumenDeFila(fila)];
    return { ...resumen!, clientes, prestamos, totalCuotasDelDia: aPesos(cuotasC) };
  }

  async exportar(id: string, formato: string, actor: Usuario): Promise<ArchivoExportado> {
    if (!esValorDe(FORMATOS_RUTA, formato)) {
      throw new ErrorNegocio(CODIGOS.formatoInvalido, 'El formato debe ser txt o pdf', 400);
    }
    return exportarRuta(await this.obtener(id, actor), formato);
  }
}
