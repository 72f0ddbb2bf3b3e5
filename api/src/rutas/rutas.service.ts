import { randomUUID } from 'node:crypto';
import { RUTAS, formatearCOP, formatearFecha, formatoTiempoRuta, planificarRuta, type TipoRuta } from '@cartera/dominio';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PDFDocument from 'pdfkit';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar, type EventoAuditado } from '../auditoria/auditar';
import { registrarEvento } from '../auditoria/registrar-evento';
import { condicionCarteraCobrador, esCobrador } from '../cartera/acceso';
import { ErrorNegocio, noEncontrado, prohibido } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { disposicionAdjunto, slugAscii, type ArchivoExportado } from '../common/exportes';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { ConsultaRutasDto, GenerarRutasDto } from './dto/rutas.dto';
import { sqlPrestamoAbierto } from '../cartera/estado.rules';

export interface ClienteRuta {
  _id: string;
  nombre: string;
  telefono: string;
  direccion: string;
  barrio: string | null;
  ciudad: string;
  latitud: number | null;
  longitud: number | null;
}

export interface PrestamoRuta {
  _id: string;
  numero: number;
  estado: string;
  diasVencido: number;
  /** Saldo pendiente: en el top de la tarjeta, el de la generación; en el detalle (`GET /api/rutas/:id`), el de hoy. */
  saldoPendiente: number;
  cliente: Pick<ClienteRuta, '_id' | 'nombre' | 'telefono' | 'direccion' | 'barrio'>;
}

/** Préstamo en el detalle de una ruta: con lo que falta de sus cuotas programadas para la fecha de la ruta. */
export interface PrestamoDetalleRuta extends PrestamoRuta {
  /** Lo que falta pagar de las cuotas programadas para la fecha de la ruta (al leer la ruta). */
  cuotaDelDia: number;
}

/** Una parada: un cliente con sus préstamos de la ruta, en orden de visita. */
export interface ParadaRutaJson extends ClienteRuta {
  orden: number;
  zona: string;
  /** Ids de los préstamos del cliente en la ruta. */
  prestamos: string[];
  saldoPendiente: number;
  cuotaDelDia: number;
  diasVencido: number;
}

/**
 * Resumen de una ruta: lo que muestra su tarjeta (§2) y lo que devuelven generar y `GET /api/rutas?fecha`. Las
 * paradas y los préstamos completos se leen por ruta (`GET /api/rutas/:id`).
 */
export interface ResumenRutaJson {
  _id: string;
  fecha: string;
  tipo: TipoRuta;
  zona: string | null;
  cobrador: { _id: string; nombre: string };
  /** Clientes (paradas) de la ruta. */
  cantidadClientes: number;
  cantidadPrestamos: number;
  /** Préstamos con días vencidos > 0. */
  cantidadVencidos: number;
  /** Saldo pendiente de los préstamos vencidos de la ruta (§2). */
  totalACobrar: number;
  distanciaTotal: number;
  tiempoEstimado: string;
  minutosEstimados: number;
  metodoDistancia: 'estimada' | 'coordenadas';
  /** Los 5 préstamos con más días de atraso (tabla de la tarjeta). */
  topPrestamos: PrestamoRuta[];
  /** Clientes de la ruta que no salen en el top 5 ('Y N clientes más...'). */
  clientesRestantes: number;
  generadaEn: string;
}

/** Ruta completa (especificación §3 "Generated route", ampliada): el resumen más paradas y préstamos. */
export interface RutaJson extends ResumenRutaJson {
  /** Paradas en orden de visita. */
  clientes: ParadaRutaJson[];
  /** Préstamos de la ruta, de más a menos días vencidos (los vencidos son los de diasVencido > 0). */
  prestamos: PrestamoDetalleRuta[];
  /** Suma de lo que falta de las cuotas programadas para la fecha. */
  totalCuotasDelDia: number;
}

/**
 * Una fila de la selección: un cliente de un cobrador con lo que el recorrido y la tarjeta necesitan de sus
 * préstamos del tipo (cantidades, máximo de días vencidos, saldo vencido). Los ids de esos préstamos se quedan en
 * PostgreSQL (tabla temporal `rutas_seleccion`): Node recibe sólo estas columnas.
 */
interface FilaCliente {
  cobrador_id: string;
  cliente_id: string;
  nombre: string;
  barrio: string | null;
  ciudad: string;
  latitud: string | null;
  longitud: string | null;
  n: number;
  vencidos: number;
  dias: number;
  saldo_vencido: string | null;
  /**
   * Su préstamo que va primero en el orden de la tarjeta (más días vencidos; a igual atraso, menor número), como
   * `[-días, número]` (bigint[] llega como texto).
   */
  primero: [string, string];
}

/** El cobrador de una ruta: nombre y punto de partida del recorrido. */
interface FilaCobrador {
  id: string;
  nombre: string;
  latitud: string | null;
  longitud: string | null;
}

/** Un préstamo de un cliente candidato al top 5 de su ruta (ver `candidatosTop`), con los datos del cliente. */
interface FilaPrestamoTop {
  cobrador_id: string;
  cliente_id: string;
  nombre: string;
  telefono: string;
  direccion: string;
  barrio: string | null;
  id: string;
  numero: string;
  estado: string;
  dias: number;
  saldo: string;
}

/** El id de la ruta guardada de un cobrador para una fecha (a lo sumo una: generar reemplaza la anterior). */
async function idRuta(manager: EntityManager, fecha: string, cobradorId: string): Promise<string | null> {
  const [fila]: Array<{ id: string }> = await manager.query(
    `SELECT id FROM rutas WHERE fecha = $1::date AND cobrador_id = $2 ORDER BY created_at DESC LIMIT 1`,
    [fecha, cobradorId],
  );
  return fila?.id ?? null;
}

/** Clave de un cliente dentro de la ruta de un cobrador (un cliente sin cobrador puede estar en varias rutas). */
const claveCliente = (cobradorId: string, clienteId: string) => `${cobradorId}|${clienteId}`;

/** Una ruta armada en memoria antes de guardarla. */
interface RutaArmada extends Omit<ResumenRutaJson, 'generadaEn'> {
  /** Clientes en orden de visita. */
  paradas: string[];
}

const centavos = (valor: string | number) => Math.round(Number(valor) * 100);
const pesos = (c: number) => c / 100;

@Injectable()
export class RutasService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Genera y guarda las rutas del día. Una consulta deja en una tabla temporal, por cliente, sus préstamos del tipo
   * (cantidades, días y saldo vencido, y los ids en un arreglo) con su cobrador (el del cliente o, si no tiene, el del
   * préstamo); a Node llegan sólo las columnas livianas, se agrupan por cobrador en una pasada y cada ruta se ordena y
   * mide con `planificarRuta`. Volver a generar la ruta de un cobrador para la misma fecha la reemplaza (una
   * transacción). Cada ruta es una fila de `rutas`: el resumen de su tarjeta, sus clientes en orden de visita y los
   * ids de sus préstamos (un INSERT … SELECT FROM unnest, sin importar cuántas rutas o paradas haya); se devuelve sólo
   * el resumen de cada tarjeta.
   */
  async generar(dto: GenerarRutasDto, contexto: ContextoSolicitud): Promise<ResumenRutaJson[]> {
    const { actor } = contexto;
    let cobradorId = dto.cobradorId ?? null;
    if (esCobrador(actor)) {
      if (cobradorId && cobradorId !== actor.id) throw prohibido('Un cobrador sólo puede generar su propia ruta');
      cobradorId = actor.id;
    }
    const zona = dto.tipo === 'zona' && dto.zona ? dto.zona : null;
    return this.dataSource.transaction((manager) =>
      this.generarEn(manager, { fecha: dto.fecha, tipo: dto.tipo, cobradorId, zona }, actor.id, (evento) =>
        auditar(manager, contexto, 'Cobros', evento),
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
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('ruta-del-dia'), hashtext($1 || $2))`, [cobradorId, fecha]);
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
    const cobradores: Array<{ id: string }> = await this.dataSource.query(
      `SELECT u.id FROM usuarios u
       WHERE u.rol = 'cobrador' AND u.estado = 'activo'
         AND NOT EXISTS (SELECT 1 FROM rutas r WHERE r.cobrador_id = u.id AND r.fecha = $1::date)
       ORDER BY u.id`,
      [fecha],
    );
    let generadas = 0;
    for (const { id } of cobradores) if (await this.rutaDelDia(fecha, id)) generadas++;
    return generadas;
  }

  private async generarEn(
    manager: EntityManager,
    filtro: FiltroRutas,
    generadaPor: string | null,
    auditarEvento: (evento: EventoAuditado) => Promise<void>,
  ): Promise<ResumenRutaJson[]> {
    const { fecha, tipo, cobradorId, zona } = filtro;
    // La selección (con los ids de los préstamos de cada cobrador) queda en una tabla temporal de la transacción:
    // a Node llegan sólo las columnas del recorrido y los préstamos que pueden entrar en el top 5 de cada ruta.
    const filas = await seleccionarClientes(manager, filtro);
    const cobradores = await leerCobradores(manager, filas);
    const candidatos = await prestamosCandidatos(manager, filas, filtro);
    const rutas = armarRutas(filas, cobradores, candidatos, fecha, tipo, zona);
    for (const ruta of rutas) ruta._id = randomUUID();
    // Las rutas anteriores de la fecha (del cobrador pedido, o de todos) se reemplazan por las nuevas.
    if (cobradorId) await manager.query(`DELETE FROM rutas WHERE fecha = $1 AND cobrador_id = $2`, [fecha, cobradorId]);
    else await manager.query(`DELETE FROM rutas WHERE fecha = $1`, [fecha]);
    let creada = new Date();
    if (rutas.length > 0) {
      // Una fila por ruta: el resumen de la tarjeta, sus clientes en orden de visita y los ids de sus préstamos (que
      // salen de `rutas_seleccion` sin pasar por Node).
      const filasRutas: Array<{ created_at: Date }> = await manager.query(
        `INSERT INTO rutas (id, fecha, cobrador_id, tipo, zona, generada_por, cantidad_clientes, cantidad_prestamos,
                            cantidad_vencidos, total_a_cobrar, distancia_total, minutos_estimados, metodo_distancia,
                            top_prestamos, clientes_restantes, cliente_ids, prestamo_ids)
         SELECT r.id, $1::date, r.cobrador_id, $2, $3, $4, r.clientes, r.prestamos, r.vencidos, r.total, r.distancia,
                r.minutos, r.metodo, r.top, r.restantes, r.paradas::uuid[], x.ids
         FROM unnest($5::uuid[], $6::uuid[], $7::int[], $8::int[], $9::int[], $10::numeric[], $11::numeric[],
                     $12::int[], $13::text[], $14::jsonb[], $15::int[], $16::text[])
              AS r(id, cobrador_id, clientes, prestamos, vencidos, total, distancia, minutos, metodo, top, restantes, paradas)
         JOIN (SELECT s.cobrador_id, array_agg(u.id) AS ids
               FROM rutas_seleccion s CROSS JOIN LATERAL unnest(s.ids) AS u(id)
               GROUP BY s.cobrador_id) x ON x.cobrador_id = r.cobrador_id
         RETURNING created_at`,
        [
          fecha,
          tipo,
          zona,
          generadaPor,
          rutas.map((r) => r._id),
          rutas.map((r) => r.cobrador._id),
          rutas.map((r) => r.cantidadClientes),
          rutas.map((r) => r.cantidadPrestamos),
          rutas.map((r) => r.cantidadVencidos),
          rutas.map((r) => r.totalACobrar),
          rutas.map((r) => r.distanciaTotal),
          rutas.map((r) => r.minutosEstimados),
          rutas.map((r) => r.metodoDistancia),
          rutas.map((r) => JSON.stringify(r.topPrestamos)),
          rutas.map((r) => r.clientesRestantes),
          rutas.map((r) => `{${r.paradas.join(',')}}`),
        ],
      );
      creada = new Date(filasRutas[0]!.created_at);
    }
    // La del sistema (ruta del día) sólo se audita si generó algo: un cobrador sin cartera la pide en cada apertura.
    if (rutas.length > 0 || generadaPor !== null) await auditarEvento({
      accion: 'Generar rutas de cobro',
      detalles: `Rutas ${tipo} del ${fecha}: ${rutas.length} cobrador(es), ${rutas.reduce((s, r) => s + r.cantidadClientes, 0)} cliente(s)`,
      datosNuevos: { fecha, tipo, cobradorId, zona, rutas: rutas.map((r) => r._id) },
    });
    const generadaEn = creada.toISOString();
    return rutas.map(({ paradas: _paradas, ...resumen }) => ({ ...resumen, generadaEn }));
  }

  /** Resúmenes de las rutas guardadas de una fecha; un cobrador sólo ve la suya. */
  async listar(consulta: ConsultaRutasDto, actor: Usuario): Promise<ResumenRutaJson[]> {
    const parametros: unknown[] = [consulta.fecha];
    let condicion = '';
    const cobrador = esCobrador(actor) ? actor.id : consulta.cobradorId;
    if (cobrador) {
      parametros.push(cobrador);
      condicion = `AND r.cobrador_id = $2`;
    }
    const filas: FilaRuta[] = await this.dataSource.query(
      `SELECT ${COLUMNAS_RUTA} FROM rutas r
       JOIN usuarios u ON u.id = r.cobrador_id
       WHERE r.fecha = $1::date ${condicion}
       ORDER BY u.nombre, r.cobrador_id`,
      parametros,
    );
    const resumenes = filas.map(resumenDeFila);
    return esCobrador(actor) ? this.soloCartera(resumenes, actor.id) : resumenes;
  }

  /**
   * La tarjeta de una ruta (sus préstamos más atrasados, guardados al generarla) sin los clientes que ya no son de
   * la cartera del cobrador: un cliente cedido a otro no deja su teléfono ni su saldo en las rutas viejas.
   */
  private async soloCartera(resumenes: ResumenRutaJson[], cobradorId: string): Promise<ResumenRutaJson[]> {
    const ids = [...new Set(resumenes.flatMap((r) => r.topPrestamos.map((p) => p.cliente._id)))];
    if (ids.length === 0) return resumenes;
    const propios: Array<{ id: string }> = await this.dataSource.query(
      `SELECT c.id FROM clientes c WHERE c.id = ANY($1::uuid[])
         AND (c.cobrador_id = $2 OR EXISTS (SELECT 1 FROM prestamos p WHERE p.cliente_id = c.id AND p.cobrador_id = $2))`,
      [ids, cobradorId],
    );
    const visibles = new Set(propios.map((c) => c.id));
    return resumenes.map((r) => ({ ...r, topPrestamos: r.topPrestamos.filter((p) => visibles.has(p.cliente._id)) }));
  }

  /**
   * Ruta completa con sus paradas en orden y sus préstamos; un cobrador sólo puede leer la suya. La ruta guarda qué
   * clientes visitar, en qué orden, y qué préstamos cobrar; sus datos se leen al abrirla: contacto del cliente, saldo,
   * días vencidos a la fecha de la ruta y lo que falta de las cuotas de ese día reflejan lo ya cobrado.
   */
  async obtener(id: string, actor: Usuario): Promise<RutaJson> {
    const filas: FilaRuta[] = await this.dataSource.query(
      `SELECT ${COLUMNAS_RUTA} FROM rutas r JOIN usuarios u ON u.id = r.cobrador_id WHERE r.id = $1`,
      [id],
    );
    const fila = filas[0];
    if (!fila) throw noEncontrado('Ruta no encontrada');
    if (esCobrador(actor) && fila.cobrador_id !== actor.id) throw prohibido('No tiene permisos sobre esta ruta');
    // Un cobrador que abre una ruta pasada ve sólo los clientes y préstamos que siguen en su cartera: si un cliente
    // pasó a otro cobrador, su dirección, teléfono y saldo ya no son suyos aunque la ruta vieja los nombre.
    const soloCartera = esCobrador(actor);
    const parametros = soloCartera ? [id, actor.id] : [id];
    const [paradas, filasPrestamos]: [FilaParada[], FilaPrestamoRuta[]] = await Promise.all([
      this.dataSource.query(
        `SELECT c.id, c.nombre, c.telefono, c.direccion, c.barrio, c.ciudad, c.latitud, c.longitud
         FROM rutas r
         CROSS JOIN LATERAL unnest(r.cliente_ids) WITH ORDINALITY AS k(cliente_id, orden)
         JOIN clientes c ON c.id = k.cliente_id
         WHERE r.id = $1
         ${
           soloCartera
             ? `AND (c.cobrador_id = $2 OR EXISTS (SELECT 1 FROM prestamos p WHERE p.cliente_id = c.id AND p.cobrador_id = $2))`
             : ''
         }
         ORDER BY k.orden`,
        parametros,
      ),
      this.dataSource.query(
        `SELECT p.id, p.cliente_id, p.numero, p.estado, p.saldo_pendiente,
                CASE WHEN p.primera_impaga < r.fecha THEN r.fecha - p.primera_impaga ELSE 0 END AS dias,
                (SELECT coalesce(sum(q.monto_total - q.monto_pagado - q.monto_refinanciado - q.monto_condonado), 0) FROM cuotas q
                 WHERE q.prestamo_id = p.id AND q.fecha_programada = r.fecha
                   AND q.estado IN ('pendiente', 'parcial', 'vencida')) AS cuota
         FROM rutas r
         CROSS JOIN LATERAL unnest(r.prestamo_ids) AS k(prestamo_id)
         JOIN prestamos p ON p.id = k.prestamo_id
         WHERE r.id = $1 ${soloCartera ? `AND ${condicionCarteraCobrador('$2')}` : ''}`,
        parametros,
      ),
    ]);
    const prestamosDe = new Map<string, FilaPrestamoRuta[]>();
    for (const p of filasPrestamos) {
      const lista = prestamosDe.get(p.cliente_id);
      if (lista) lista.push(p);
      else prestamosDe.set(p.cliente_id, [p]);
    }
    const clientes: ParadaRutaJson[] = [];
    const prestamos: PrestamoDetalleRuta[] = [];
    let cuotasC = 0;
    paradas.forEach((c, i) => {
      const cliente = { _id: c.id, nombre: c.nombre, telefono: c.telefono, direccion: c.direccion, barrio: c.barrio };
      const suyos = (prestamosDe.get(c.id) ?? []).map(
        (p): PrestamoDetalleRuta => ({
          _id: p.id,
          numero: Number(p.numero),
          estado: p.estado,
          diasVencido: p.dias,
          saldoPendiente: Number(p.saldo_pendiente),
          cuotaDelDia: Number(p.cuota),
          cliente,
        }),
      );
      suyos.sort(ordenPrestamos);
      const cuotaParadaC = suyos.reduce((suma, p) => suma + centavos(p.cuotaDelDia), 0);
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
        saldoPendiente: pesos(suyos.reduce((suma, p) => suma + centavos(p.saldoPendiente), 0)),
        cuotaDelDia: pesos(cuotaParadaC),
        diasVencido: suyos.reduce((maximo, p) => Math.max(maximo, p.diasVencido), 0),
      });
    });
    prestamos.sort(ordenPrestamos);
    const [resumen] = soloCartera ? await this.soloCartera([resumenDeFila(fila)], actor.id) : [resumenDeFila(fila)];
    return { ...resumen, clientes, prestamos, totalCuotasDelDia: pesos(cuotasC) };
  }

  async exportar(id: string, formato: string, actor: Usuario): Promise<ArchivoExportado> {
    if (formato !== 'txt' && formato !== 'pdf') throw new ErrorNegocio('FORMATO_INVALIDO', 'El formato debe ser txt o pdf', 400);
    const ruta = await this.obtener(id, actor);
    const base = `ruta-${slugAscii(ruta.cobrador.nombre)}-${ruta.fecha}`;
    const nombre = `${base}.${formato}`;
    const nombreUtf8 = `ruta-${ruta.cobrador.nombre}-${ruta.fecha}.${formato}`;
    const contenido = formato === 'txt' ? Buffer.from(textoRuta(ruta), 'utf8') : await pdfRuta(ruta);
    return {
      contenido,
      tipo: formato === 'txt' ? 'text/plain; charset=utf-8' : 'application/pdf',
      nombre,
      disposicion: disposicionAdjunto(nombre, nombreUtf8),
    };
  }
}

interface FilaRuta {
  id: string;
  fecha: string;
  tipo: TipoRuta;
  zona: string | null;
  cobrador_id: string;
  cobrador_nombre: string;
  cantidad_clientes: number;
  cantidad_prestamos: number;
  cantidad_vencidos: number;
  total_a_cobrar: string;
  distancia_total: string;
  minutos_estimados: number;
  metodo_distancia: 'estimada' | 'coordenadas';
  top_prestamos: PrestamoRuta[];
  clientes_restantes: number;
  created_at: Date;
}

const COLUMNAS_RUTA = `r.id, to_char(r.fecha, 'YYYY-MM-DD') AS fecha, r.tipo, r.zona, r.cobrador_id, u.nombre AS cobrador_nombre,
  r.cantidad_clientes, r.cantidad_prestamos, r.cantidad_vencidos, r.total_a_cobrar, r.distancia_total,
  r.minutos_estimados, r.metodo_distancia, r.top_prestamos, r.clientes_restantes, r.created_at`;

function resumenDeFila(f: FilaRuta): ResumenRutaJson {
  return {
    _id: f.id,
    fecha: f.fecha,
    tipo: f.tipo,
    zona: f.zona,
    cobrador: { _id: f.cobrador_id, nombre: f.cobrador_nombre },
    cantidadClientes: f.cantidad_clientes,
    cantidadPrestamos: f.cantidad_prestamos,
    cantidadVencidos: f.cantidad_vencidos,
    totalACobrar: Number(f.total_a_cobrar),
    distanciaTotal: Number(f.distancia_total),
    tiempoEstimado: formatoTiempoRuta(f.minutos_estimados),
    minutosEstimados: f.minutos_estimados,
    metodoDistancia: f.metodo_distancia,
    topPrestamos: f.top_prestamos,
    clientesRestantes: f.clientes_restantes,
    generadaEn: new Date(f.created_at).toISOString(),
  };
}

/** Un cliente de la ruta, en orden de visita. */
export interface FilaParada {
  id: string;
  nombre: string;
  telefono: string;
  direccion: string;
  barrio: string | null;
  ciudad: string;
  latitud: string | null;
  longitud: string | null;
}

/** Un préstamo de la ruta con su saldo, sus días vencidos a la fecha de la ruta y lo que falta de su cuota de ese día. */
interface FilaPrestamoRuta {
  id: string;
  cliente_id: string;
  numero: string;
  estado: string;
  saldo_pendiente: string;
  dias: number;
  cuota: string;
}

const zonaDe = (barrio: string | null, ciudad: string) => [barrio, ciudad].filter(Boolean).join(', ');

/** De más a menos días vencidos; a igual atraso, por número de préstamo. */
const ordenPrestamos = (a: PrestamoRuta, b: PrestamoRuta) => b.diasVencido - a.diasVencido || a.numero - b.numero;

/** Los préstamos de la selección: abiertos, con saldo, con cobrador asignado y del tipo, cobrador y zona pedidos. */
interface FiltroRutas {
  fecha: string;
  tipo: TipoRuta;
  cobradorId: string | null;
  zona: string | null;
}

/**
 * Condiciones de los préstamos de la selección, con sus parámetros ($1 es la fecha; los siguientes, desde `desde`):
 * las que miran sólo el préstamo (`p`) y las que miran también su cliente (`c`) y el cobrador del préstamo, que se
 * escribe `cobradorPrestamo` (`p.cobrador_id`, o la columna de una agregación previa). Con un cobrador pedido,
 * `cobrador` es su parámetro (`$n`) y `dePrestamo` no lo incluye: cada consulta dice cómo leer sus préstamos
 * (`deCobrador` o, para toda la selección, la unión de `prestamosDelTipo`).
 */
function condicionesSeleccion(
  filtro: FiltroRutas,
  { desde = 2, cobradorPrestamo = 'p.cobrador_id' } = {},
): { dePrestamo: string[]; deCliente: string[]; parametros: unknown[]; cobrador: string | null } {
  const parametros: unknown[] = [];
  const asignado = `coalesce(c.cobrador_id, ${cobradorPrestamo})`;
  const dePrestamo = [sqlPrestamoAbierto('p'), `p.saldo_pendiente > 0`];
  const deCliente = [`${asignado} IS NOT NULL`];
  let cobrador: string | null = null;
  // Sólo préstamos con algo vencido a la fecha.
  if (filtro.tipo === 'vencidos') dePrestamo.push(`p.primera_impaga < $1::date`);
  if (filtro.cobradorId) {
    parametros.push(filtro.cobradorId);
    cobrador = `$${desde + parametros.length - 1}`;
    deCliente.push(`${asignado} = ${cobrador}`);
  }
  if (filtro.zona) {
    parametros.push(filtro.zona);
    const n = desde + parametros.length - 1;
    deCliente.push(`(lower(btrim(c.barrio)) = lower(btrim($${n})) OR lower(btrim(c.ciudad)) = lower(btrim($${n})))`);
  }
  return { dePrestamo, deCliente, parametros, cobrador };
}

/** Los préstamos de los clientes del cobrador (parámetro `cobrador`). */
const deSusClientes = (cobrador: string) =>
  `p.cliente_id = ANY (ARRAY(SELECT id FROM clientes WHERE cobrador_id = ${cobrador}))`;

/** Los préstamos que pueden ser del cobrador: los de sus clientes y los que lo nombran. */
const deCobrador = (cobrador: string) => `(${deSusClientes(cobrador)} OR p.cobrador_id = ${cobrador})`;

/**
 * Las columnas que agrega la selección, de los préstamos de `dePrestamo` (y, con un cobrador, de `deCobrador`). Con
 * un cobrador es la unión de sus dos mitades, cada una por su índice (clientes del cobrador; préstamos que lo
 * nombran): el OR en una sola consulta recorre entero el índice de préstamos abiertos comparando cada fila con el
 * arreglo de clientes (≈ 600 ms contra ≈ 16 ms).
 */
function prestamosDelTipo(dePrestamo: readonly string[], cobrador: string | null): string {
  const columnas = `p.id, p.numero, p.cliente_id, p.cobrador_id, p.primera_impaga, p.saldo_pendiente`;
  const condiciones = dePrestamo.join(' AND ');
  if (!cobrador) return `SELECT ${columnas} FROM prestamos p WHERE ${condiciones}`;
  return `SELECT ${columnas} FROM prestamos p
          WHERE ${condiciones} AND ${deSusClientes(cobrador)}
          UNION
          SELECT ${columnas} FROM prestamos p WHERE ${condiciones} AND p.cobrador_id = ${cobrador}`;
}

/**
 * Préstamos abiertos del tipo, agregados por cliente y cobrador asignado (el del cliente o, si no tiene, el del
 * préstamo), en la tabla temporal `rutas_seleccion` (se borra al terminar la transacción). Días vencidos = fecha − la
 * cuota impaga más vieja si venció antes de la fecha: `prestamos.primera_impaga`, que el libro, la cancelación y el
 * barrido mantienen (migración 1795351400000), sin leer `cuotas`. Primero se agregan los préstamos solos, por cliente
 * y cobrador del préstamo (filas angostas); después se cruza `clientes` sólo con esas filas. Los ids de los préstamos
 * quedan en arreglos que no salen de PostgreSQL (el INSERT de las rutas los lee de la tabla). Devuelve las columnas
 * livianas que usa `armarRutas`, una fila por cliente de cada cobrador.
 */
async function seleccionarClientes(manager: EntityManager, filtro: FiltroRutas): Promise<FilaCliente[]> {
  const { dePrestamo, deCliente, parametros, cobrador } = condicionesSeleccion(filtro, { cobradorPrestamo: 'x.cobrador_id' });
  const vencido = `p.primera_impaga < $1::date`;
  // Las ordenaciones y agregaciones de 60.000 préstamos no caben en los 4 MB por omisión: sin esto van a disco.
  await manager.query(`SET LOCAL work_mem = '32MB'`);
  // CREATE TABLE AS admite parámetros ($1::date…): la consulta se analiza con ellos como un SELECT.
  await manager.query(
    `CREATE TEMP TABLE rutas_seleccion ON COMMIT DROP AS
     WITH x AS (
       SELECT p.cliente_id, p.cobrador_id, count(*)::int AS n, (count(*) FILTER (WHERE ${vencido}))::int AS vencidos,
              coalesce(max($1::date - p.primera_impaga) FILTER (WHERE ${vencido}), 0) AS dias,
              sum(p.saldo_pendiente) FILTER (WHERE ${vencido}) AS saldo_vencido, array_agg(p.id) AS ids,
              min(ARRAY[CASE WHEN ${vencido} THEN p.primera_impaga - $1::date ELSE 0 END, p.numero]) AS primero
       FROM (${prestamosDelTipo(dePrestamo, cobrador)}) p
       GROUP BY p.cliente_id, p.cobrador_id
     )
     SELECT coalesce(c.cobrador_id, x.cobrador_id) AS cobrador_id, c.id AS cliente_id, c.nombre, c.barrio, c.ciudad,
            c.latitud, c.longitud, x.n, x.vencidos, x.dias, x.saldo_vencido, x.primero, x.ids
     FROM x
     JOIN clientes c ON c.id = x.cliente_id
     WHERE ${deCliente.join(' AND ')}`,
    [filtro.fecha, ...parametros],
  );
  const filas: FilaCliente[] = await manager.query(
    `SELECT cobrador_id, cliente_id, nombre, barrio, ciudad, latitud, longitud, n, vencidos, dias, saldo_vencido, primero
     FROM rutas_seleccion`,
  );
  return unirPorCliente(filas);
}

/**
 * Un cliente con cobrador cuyos préstamos dicen cobradores distintos llega en varias filas (una por cobrador del
 * préstamo) para la misma ruta: se suman en una.
 */
function unirPorCliente(filas: FilaCliente[]): FilaCliente[] {
  const unidas = new Map<string, FilaCliente>();
  for (const fila of filas) {
    const clave = claveCliente(fila.cobrador_id, fila.cliente_id);
    const previa = unidas.get(clave);
    if (!previa) {
      unidas.set(clave, fila);
      continue;
    }
    previa.n += fila.n;
    previa.vencidos += fila.vencidos;
    previa.dias = Math.max(previa.dias, fila.dias);
    if (compararPrimero(fila, previa) < 0) previa.primero = fila.primero;
    if (fila.saldo_vencido !== null) previa.saldo_vencido = pesos(centavos(previa.saldo_vencido ?? 0) + centavos(fila.saldo_vencido)).toFixed(2);
  }
  return unidas.size === filas.length ? filas : [...unidas.values()];
}

/** Nombre y punto de partida de los cobradores de la selección. */
async function leerCobradores(manager: EntityManager, filas: readonly FilaCliente[]): Promise<Map<string, FilaCobrador>> {
  if (filas.length === 0) return new Map();
  const ids = [...new Set(filas.map((f) => f.cobrador_id))];
  const cobradores: FilaCobrador[] = await manager.query(
    `SELECT id, nombre, latitud, longitud FROM usuarios WHERE id = ANY ($1::uuid[])`,
    [ids],
  );
  return new Map(cobradores.map((c) => [c.id, c]));
}

/** Orden de los clientes por su préstamo que va primero en la tarjeta (`FilaCliente.primero`); nunca empatan. */
const compararPrimero = (a: FilaCliente, b: FilaCliente) =>
  Number(a.primero[0]) - Number(b.primero[0]) || Number(a.primero[1]) - Number(b.primero[1]);

/**
 * Los clientes que pueden tener alguno de los 5 préstamos más atrasados de su ruta (orden: días desc, número asc;
 * el número es único): los 5 de cada cobrador cuyo préstamo primero (`primero`) va antes.
 *
 * Prueba. Sea L un préstamo del top 5, del cliente C, y P(C) el primero de C: P(C) va antes de L o es L. Si C no
 * está entre los 5 clientes de P más adelantado, hay 5 clientes distintos cuyos P van antes que P(C), y así antes
 * que L: 5 préstamos antes que L, y L no estaría en el top 5. El resultado es el mismo que ordenar todos los
 * préstamos de la ruta, leyendo a lo sumo 5 clientes por ruta aunque muchos empaten en días.
 */
function candidatosTop(filas: readonly FilaCliente[]): FilaCliente[] {
  const porCobrador = new Map<string, FilaCliente[]>();
  for (const fila of filas) {
    const grupo = porCobrador.get(fila.cobrador_id);
    if (grupo) grupo.push(fila);
    else porCobrador.set(fila.cobrador_id, [fila]);
  }
  const candidatos: FilaCliente[] = [];
  for (const grupo of porCobrador.values())
    candidatos.push(...grupo.sort(compararPrimero).slice(0, RUTAS.prestamosPorTarjeta));
  return candidatos;
}

/**
 * Los préstamos de la selección de los clientes candidatos al top 5 (por el índice de `prestamos.cliente_id`, con las
 * mismas condiciones de la selección), con sus días vencidos a la fecha y los datos del cliente, agrupados por
 * cliente de cada ruta.
 */
async function prestamosCandidatos(
  manager: EntityManager,
  filas: readonly FilaCliente[],
  filtro: FiltroRutas,
): Promise<Map<string, PrestamoRuta[]>> {
  const candidatos = candidatosTop(filas);
  const porCliente = new Map<string, PrestamoRuta[]>();
  if (candidatos.length === 0) return porCliente;
  const { dePrestamo, deCliente, parametros, cobrador } = condicionesSeleccion(filtro, { desde: 3 });
  if (cobrador) dePrestamo.push(deCobrador(cobrador));
  const prestamos: FilaPrestamoTop[] = await manager.query(
    `SELECT coalesce(c.cobrador_id, p.cobrador_id) AS cobrador_id, p.cliente_id, c.nombre, c.telefono, c.direccion,
            c.barrio, p.id, p.numero, p.estado, p.saldo_pendiente AS saldo,
            CASE WHEN p.primera_impaga < $1::date THEN $1::date - p.primera_impaga ELSE 0 END AS dias
     FROM prestamos p
     JOIN clientes c ON c.id = p.cliente_id
     WHERE p.cliente_id = ANY ($2::uuid[]) AND ${[...dePrestamo, ...deCliente].join(' AND ')}`,
    [filtro.fecha, [...new Set(candidatos.map((f) => f.cliente_id))], ...parametros],
  );
  const esCandidato = new Set(candidatos.map((f) => claveCliente(f.cobrador_id, f.cliente_id)));
  for (const p of prestamos) {
    const clave = claveCliente(p.cobrador_id, p.cliente_id);
    // Un cliente sin cobrador puede estar en varias rutas: sólo cuenta en las que es candidato.
    if (!esCandidato.has(clave)) continue;
    const prestamo: PrestamoRuta = {
      _id: p.id,
      numero: Number(p.numero),
      estado: p.estado,
      diasVencido: p.dias,
      saldoPendiente: Number(p.saldo),
      cliente: { _id: p.cliente_id, nombre: p.nombre, telefono: p.telefono, direccion: p.direccion, barrio: p.barrio },
    };
    const lista = porCliente.get(clave);
    if (lista) lista.push(prestamo);
    else porCliente.set(clave, [prestamo]);
  }
  return porCliente;
}

/** Los 5 préstamos más atrasados de una ruta, entre los de sus clientes candidatos (`prestamosCandidatos`). */
function topDe(cobradorId: string, filas: readonly FilaCliente[], candidatos: ReadonlyMap<string, PrestamoRuta[]>): PrestamoRuta[] {
  const prestamos: PrestamoRuta[] = [];
  for (const fila of filas) prestamos.push(...(candidatos.get(claveCliente(cobradorId, fila.cliente_id)) ?? []));
  return prestamos.sort(ordenPrestamos).slice(0, RUTAS.prestamosPorTarjeta);
}

/** Agrupa las filas por cobrador en una ruta por cobrador y ordena sus paradas. */
export function armarRutas(
  filas: readonly FilaCliente[],
  cobradores: ReadonlyMap<string, FilaCobrador>,
  candidatos: ReadonlyMap<string, PrestamoRuta[]>,
  fecha: string,
  tipo: TipoRuta,
  zona: string | null,
): RutaArmada[] {
  const grupos = new Map<string, FilaCliente[]>();
  for (const fila of filas) {
    const grupo = grupos.get(fila.cobrador_id);
    if (grupo) grupo.push(fila);
    else grupos.set(fila.cobrador_id, [fila]);
  }
  const rutas: RutaArmada[] = [];
  for (const [cobradorId, grupo] of grupos) {
    const cobrador = cobradores.get(cobradorId)!;
    let totalC = 0;
    let prestamos = 0;
    let vencidos = 0;
    const paradas = grupo.map((fila) => {
      totalC += centavos(fila.saldo_vencido ?? 0);
      prestamos += fila.n;
      vencidos += fila.vencidos;
      return {
        fila,
        nombre: fila.nombre,
        dias: fila.dias,
        zona: zonaDe(fila.barrio, fila.ciudad),
        latitud: fila.latitud === null ? null : Number(fila.latitud),
        longitud: fila.longitud === null ? null : Number(fila.longitud),
      };
    });
    // Orden de entrada: los clientes más atrasados primero (en 'zona', agrupados por barrio y ciudad).
    let lista = paradas.sort((a, b) => b.dias - a.dias || a.nombre.localeCompare(b.nombre, 'es'));
    const origen =
      cobrador.latitud !== null && cobrador.longitud !== null
        ? { latitud: Number(cobrador.latitud), longitud: Number(cobrador.longitud) }
        : null;
    let distancia = 0;
    let metodo: 'estimada' | 'coordenadas' = 'estimada';
    if (tipo === 'zona') {
      const porZona = new Map<string, typeof lista>();
      for (const p of lista) {
        const g = porZona.get(p.zona);
        if (g) g.push(p);
        else porZona.set(p.zona, [p]);
      }
      lista = [];
      for (const claveZona of [...porZona.keys()].sort((a, b) => a.localeCompare(b, 'es'))) {
        const g = porZona.get(claveZona)!;
        const plan = planificarRuta(g, origen);
        lista.push(...plan.orden.map((i) => g[i]!));
        distancia += plan.distanciaTotal;
        if (plan.metodoDistancia === 'coordenadas') metodo = 'coordenadas';
      }
    } else {
      const plan = planificarRuta(lista, origen);
      lista = plan.orden.map((i) => lista[i]!);
      distancia = plan.distanciaTotal;
      metodo = plan.metodoDistancia;
    }
    const estimacion = planificarRuta(lista.map(() => ({})));
    const top = topDe(cobradorId, grupo, candidatos);
    rutas.push({
      _id: '',
      fecha,
      tipo,
      zona,
      cobrador: { _id: cobradorId, nombre: cobrador.nombre },
      cantidadClientes: lista.length,
      cantidadPrestamos: prestamos,
      cantidadVencidos: vencidos,
      totalACobrar: pesos(totalC),
      distanciaTotal: Math.round(distancia * 10) / 10,
      tiempoEstimado: estimacion.tiempoEstimado,
      minutosEstimados: estimacion.minutosEstimados,
      metodoDistancia: metodo,
      topPrestamos: top,
      clientesRestantes: lista.length - new Set(top.map((p) => p.cliente._id)).size,
      paradas: lista.map((p) => p.fila.cliente_id),
    });
  }
  return rutas.sort((a, b) => a.cobrador.nombre.localeCompare(b.cobrador.nombre, 'es') || (a.cobrador._id < b.cobrador._id ? -1 : 1));
}

/** Archivo de texto de la ruta (§2 "Exportar"). */
export function textoRuta(ruta: RutaJson): string {
  const lineas = [
    `RUTA DE COBRO - ${ruta.cobrador.nombre}`,
    `Fecha: ${formatearFecha(ruta.fecha)}`,
    `Clientes: ${ruta.clientes.length}`,
    `Total a cobrar (saldo vencido): ${formatearCOP(ruta.totalACobrar)}`,
    `Cuotas del día: ${formatearCOP(ruta.totalCuotasDelDia)}`,
    `Distancia total: ${ruta.distanciaTotal.toFixed(1)} km`,
    `Tiempo estimado: ${ruta.tiempoEstimado}`,
    '',
    'PARADAS:',
  ];
  for (const c of ruta.clientes) {
    lineas.push(
      `${c.orden}. ${c.nombre} - Tel: ${c.telefono}`,
      `   Dirección: ${c.direccion}${c.barrio ? `, ${c.barrio}` : ''}, ${c.ciudad}`,
      `   Días vencido: ${c.diasVencido} - Saldo: ${formatearCOP(c.saldoPendiente)} - Cuota del día: ${formatearCOP(c.cuotaDelDia)}`,
    );
  }
  return `${lineas.join('\n')}\n`;
}

/** Planilla imprimible: una fila por parada con espacio para anotar lo recibido. */
export function pdfRuta(ruta: RutaJson): Promise<Buffer> {
  const documento = new PDFDocument({ size: 'A4', layout: 'landscape', margin: 30, info: { Title: `Ruta ${ruta.cobrador.nombre} ${ruta.fecha}` } });
  const partes: Buffer[] = [];
  documento.on('data', (parte: Buffer) => partes.push(parte));
  const terminado = new Promise<Buffer>((resolver, rechazar) => {
    documento.on('end', () => resolver(Buffer.concat(partes)));
    documento.on('error', rechazar);
  });
  documento.font('Helvetica-Bold').fontSize(14).text(`Ruta de cobro — ${ruta.cobrador.nombre} — ${formatearFecha(ruta.fecha)}`);
  documento
    .font('Helvetica')
    .fontSize(9)
    .text(
      `Clientes: ${ruta.clientes.length} · Total a cobrar: ${formatearCOP(ruta.totalACobrar)} · Cuotas del día: ${formatearCOP(ruta.totalCuotasDelDia)} · Distancia: ${ruta.distanciaTotal.toFixed(1)} km · Tiempo: ${ruta.tiempoEstimado}`,
    );
  documento.moveDown(0.5);
  const anchos = [24, 150, 220, 70, 80, 90, 140];
  const x0 = documento.page.margins.left;
  const fila = (valores: string[], negrita = false) => {
    if (documento.y > documento.page.height - documento.page.margins.bottom - 26) documento.addPage();
    const y = documento.y;
    documento.font(negrita ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let x = x0;
    valores.forEach((valor, i) => {
      documento.text(valor, x + 2, y + 4, { width: anchos[i]! - 4, align: i >= 4 && i <= 5 ? 'right' : 'left', lineBreak: false, ellipsis: true });
      documento.rect(x, y, anchos[i]!, 20).stroke('#999999');
      x += anchos[i]!;
    });
    documento.x = x0;
    documento.y = y + 20;
  };
  fila(['#', 'Cliente', 'Dirección', 'Teléfono', 'Cuota del día', 'Saldo', 'Recibido'], true);
  for (const c of ruta.clientes) {
    fila([
      String(c.orden),
      c.nombre,
      [c.direccion, c.barrio, c.ciudad].filter(Boolean).join(', '),
      c.telefono,
      formatearCOP(c.cuotaDelDia),
      formatearCOP(c.saldoPendiente),
      '',
    ]);
  }
  documento.end();
  return terminado;
}
