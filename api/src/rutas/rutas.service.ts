import { randomUUID } from 'node:crypto';
import { RUTAS, formatearCOP, formatearFecha, formatoTiempoRuta, planificarRuta, type TipoRuta } from '@cartera/dominio';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PDFDocument from 'pdfkit';
import { DataSource, type EntityManager } from 'typeorm';
import { auditar } from '../auditoria/auditar';
import { esCobrador } from '../cartera/acceso';
import { ErrorNegocio, noEncontrado, prohibido } from '../common/errores';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import { disposicionAdjunto, slugAscii, type ArchivoExportado } from '../common/exportes';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import type { ConsultaRutasDto, GenerarRutasDto } from './dto/rutas.dto';

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
  /** Saldo al generar la ruta. */
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
 * Una fila de la selección: un cliente de un cobrador con sus préstamos de la ruta agregados. Los arreglos de sus
 * préstamos se quedan en PostgreSQL (tabla temporal `rutas_seleccion`): Node recibe sólo estas columnas.
 */
interface FilaCliente {
  cobrador_id: string;
  cobrador_nombre: string;
  cobrador_latitud: string | null;
  cobrador_longitud: string | null;
  cliente_id: string;
  nombre: string;
  telefono: string;
  direccion: string;
  barrio: string | null;
  ciudad: string;
  latitud: string | null;
  longitud: string | null;
  n: number;
  vencidos: number;
  dias: number;
  saldo: string;
  saldo_vencido: string | null;
}

/** Un préstamo de un cliente candidato al top 5 de su ruta (ver `candidatosTop`). */
interface FilaPrestamoTop {
  cobrador_id: string;
  cliente_id: string;
  id: string;
  numero: string;
  estado: string;
  dias: number;
  saldo: string;
}

/** Clave de un cliente dentro de la ruta de un cobrador (un cliente sin cobrador puede estar en varias rutas). */
const claveCliente = (cobradorId: string, clienteId: string) => `${cobradorId}|${clienteId}`;

/** Una ruta armada en memoria antes de guardarla. */
interface RutaArmada extends Omit<ResumenRutaJson, 'generadaEn'> {
  paradas: Array<{ orden: number; fila: FilaCliente }>;
}

const centavos = (valor: string | number) => Math.round(Number(valor) * 100);
const pesos = (c: number) => c / 100;

@Injectable()
export class RutasService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Genera y guarda las rutas del día. Una consulta deja en una tabla temporal, por cliente, sus préstamos del tipo
   * (agregados en arreglos) con su cobrador (el del cliente o, si no tiene, el del préstamo); a Node llegan sólo las
   * columnas livianas, se agrupan por cobrador en una pasada y cada ruta se ordena y mide con `planificarRuta`. Volver a generar la ruta de un cobrador para la misma fecha la reemplaza (una
   * transacción). Se guardan el resumen en `rutas` y las paradas en `rutas_paradas` (dos INSERT … SELECT FROM unnest,
   * sin importar cuántas rutas o paradas haya) y se devuelve sólo el resumen de cada tarjeta.
   */
  async generar(dto: GenerarRutasDto, contexto: ContextoSolicitud): Promise<ResumenRutaJson[]> {
    const { actor } = contexto;
    let cobradorId = dto.cobradorId ?? null;
    if (esCobrador(actor)) {
      if (cobradorId && cobradorId !== actor.id) throw prohibido('Un cobrador sólo puede generar su propia ruta');
      cobradorId = actor.id;
    }
    const zona = dto.tipo === 'zona' && dto.zona ? dto.zona : null;

    return this.dataSource.transaction(async (manager) => {
      // La selección (con los préstamos de cada cliente en arreglos) queda en una tabla temporal de la transacción:
      // a Node llegan sólo las columnas del recorrido y los préstamos que pueden entrar en el top 5 de cada ruta.
      const filas = await seleccionarClientes(manager, dto.fecha, dto.tipo, cobradorId, zona);
      const candidatos = await prestamosCandidatos(manager, filas);
      const rutas = armarRutas(filas, candidatos, dto.fecha, dto.tipo, zona);
      for (const ruta of rutas) ruta._id = randomUUID();
      // Las rutas anteriores de la fecha (del cobrador pedido, o de todos) se reemplazan por las nuevas; sus paradas
      // las borra el disparador por sentencia de `rutas` (una sola consulta).
      if (cobradorId) await manager.query(`DELETE FROM rutas WHERE fecha = $1 AND cobrador_id = $2`, [dto.fecha, cobradorId]);
      else await manager.query(`DELETE FROM rutas WHERE fecha = $1`, [dto.fecha]);
      let creada = new Date();
      if (rutas.length > 0) {
        const filasRutas: Array<{ created_at: Date }> = await manager.query(
          `INSERT INTO rutas (id, fecha, cobrador_id, tipo, zona, generada_por, cantidad_clientes, cantidad_prestamos,
                              cantidad_vencidos, total_a_cobrar, distancia_total, minutos_estimados, metodo_distancia,
                              top_prestamos, clientes_restantes)
           SELECT r.id, $1::date, r.cobrador_id, $2, $3, $4, r.clientes, r.prestamos, r.vencidos, r.total, r.distancia,
                  r.minutos, r.metodo, r.top, r.restantes
           FROM unnest($5::uuid[], $6::uuid[], $7::int[], $8::int[], $9::int[], $10::numeric[], $11::numeric[],
                       $12::int[], $13::text[], $14::jsonb[], $15::int[])
                AS r(id, cobrador_id, clientes, prestamos, vencidos, total, distancia, minutos, metodo, top, restantes)
           RETURNING created_at`,
          [
            dto.fecha,
            dto.tipo,
            zona,
            actor.id,
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
          ],
        );
        creada = new Date(filasRutas[0]!.created_at);
        await insertarParadas(manager, rutas);
      }
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Generar rutas de cobro',
        detalles: `Rutas ${dto.tipo} del ${dto.fecha}: ${rutas.length} cobrador(es), ${rutas.reduce((s, r) => s + r.cantidadClientes, 0)} cliente(s)`,
        datosNuevos: { fecha: dto.fecha, tipo: dto.tipo, cobradorId, zona, rutas: rutas.map((r) => r._id) },
      });
      const generadaEn = creada.toISOString();
      return rutas.map(({ paradas: _paradas, ...resumen }) => ({ ...resumen, generadaEn }));
    });
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
    return filas.map(resumenDeFila);
  }

  /**
   * Ruta completa con sus paradas en orden y sus préstamos; un cobrador sólo puede leer la suya. Lo que falta de las
   * cuotas del día se calcula al leer (por préstamo, sólo los de esta ruta): refleja lo ya cobrado.
   */
  async obtener(id: string, actor: Usuario): Promise<RutaJson> {
    const filas: FilaRuta[] = await this.dataSource.query(
      `SELECT ${COLUMNAS_RUTA} FROM rutas r JOIN usuarios u ON u.id = r.cobrador_id WHERE r.id = $1`,
      [id],
    );
    const fila = filas[0];
    if (!fila) throw noEncontrado('Ruta no encontrada');
    if (esCobrador(actor) && fila.cobrador_id !== actor.id) throw prohibido('No tiene permisos sobre esta ruta');
    const paradas: FilaParada[] = await this.dataSource.query(
      `SELECT s.cliente_id, s.nombre, s.telefono, s.direccion, s.barrio, s.ciudad, s.latitud, s.longitud, s.orden,
              s.saldo_pendiente, s.dias_vencido, s.prestamo_ids, s.prestamo_numeros, s.prestamo_estados, s.prestamo_dias,
              s.prestamo_saldos,
              (SELECT array_agg(coalesce(d.monto, 0) ORDER BY k)
               FROM unnest(s.prestamo_ids) WITH ORDINALITY AS x(prestamo_id, k)
               LEFT JOIN LATERAL (
                 SELECT sum(q.monto_total - q.monto_pagado - q.monto_refinanciado) AS monto FROM cuotas q
                 WHERE q.prestamo_id = x.prestamo_id AND q.fecha_programada = $2::date
                   AND q.estado IN ('pendiente', 'parcial', 'vencida')
               ) d ON true) AS prestamo_cuotas
       FROM rutas_paradas s WHERE s.ruta_id = $1 ORDER BY s.orden`,
      [id, fila.fecha],
    );
    const clientes: ParadaRutaJson[] = [];
    const prestamos: PrestamoDetalleRuta[] = [];
    let cuotasC = 0;
    for (const p of paradas) {
      const cliente = { _id: p.cliente_id, nombre: p.nombre, telefono: p.telefono, direccion: p.direccion, barrio: p.barrio };
      let cuotaParadaC = 0;
      p.prestamo_ids.forEach((prestamoId, k) => {
        const cuotaC = centavos(p.prestamo_cuotas[k] ?? 0);
        cuotaParadaC += cuotaC;
        prestamos.push({
          _id: prestamoId,
          numero: Number(p.prestamo_numeros[k]),
          estado: p.prestamo_estados[k]!,
          diasVencido: p.prestamo_dias[k]!,
          saldoPendiente: Number(p.prestamo_saldos[k]),
          cuotaDelDia: pesos(cuotaC),
          cliente,
        });
      });
      cuotasC += cuotaParadaC;
      clientes.push({
        ...cliente,
        ciudad: p.ciudad,
        latitud: p.latitud === null ? null : Number(p.latitud),
        longitud: p.longitud === null ? null : Number(p.longitud),
        orden: p.orden,
        zona: zonaDe(p.barrio, p.ciudad),
        prestamos: p.prestamo_ids,
        saldoPendiente: Number(p.saldo_pendiente),
        cuotaDelDia: pesos(cuotaParadaC),
        diasVencido: p.dias_vencido,
      });
    }
    prestamos.sort(ordenPrestamos);
    return { ...resumenDeFila(fila), clientes, prestamos, totalCuotasDelDia: pesos(cuotasC) };
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

interface FilaParada {
  cliente_id: string;
  nombre: string;
  telefono: string;
  direccion: string;
  barrio: string | null;
  ciudad: string;
  latitud: string | null;
  longitud: string | null;
  orden: number;
  saldo_pendiente: string;
  dias_vencido: number;
  prestamo_ids: string[];
  prestamo_numeros: string[];
  prestamo_estados: string[];
  prestamo_dias: number[];
  prestamo_saldos: string[];
  prestamo_cuotas: string[];
}

const zonaDe = (barrio: string | null, ciudad: string) => [barrio, ciudad].filter(Boolean).join(', ');

/** De más a menos días vencidos; a igual atraso, por número de préstamo. */
const ordenPrestamos = (a: PrestamoRuta, b: PrestamoRuta) => b.diasVencido - a.diasVencido || a.numero - b.numero;

/**
 * Préstamos abiertos del tipo, agregados por cliente y cobrador asignado, en la tabla temporal `rutas_seleccion`
 * (se borra al terminar la transacción). Días vencidos = fecha − la cuota impaga más vieja si venció antes de la
 * fecha: `prestamos.primera_impaga`, que el libro, la cancelación y el barrido mantienen (migración 1795351400000).
 * Es el mínimo de las cuotas pendientes, parciales o vencidas anteriores a la fecha sin leer `cuotas` (EXPLAIN en
 * docs/rendimiento.md). Los préstamos de cada cliente quedan en arreglos nativos ordenados de más a menos días
 * vencidos y luego por número (`ids`, `numeros`, `estados`, `pdias`, `saldos`): no salen de PostgreSQL, las paradas
 * se insertan desde la tabla (`insertarParadas`). Devuelve las columnas livianas que usa `armarRutas`.
 */
async function seleccionarClientes(
  manager: EntityManager,
  fecha: string,
  tipo: TipoRuta,
  cobradorId: string | null,
  zona: string | null,
): Promise<FilaCliente[]> {
  const parametros: unknown[] = [fecha];
  const condiciones = [`p.estado IN ('activo', 'mora', 'vencido')`, `p.saldo_pendiente > 0`, `coalesce(c.cobrador_id, p.cobrador_id) IS NOT NULL`];
  // Sólo préstamos con algo vencido a la fecha.
  if (tipo === 'vencidos') condiciones.push(`p.primera_impaga < $1::date`);
  if (cobradorId) {
    parametros.push(cobradorId);
    const n = parametros.length;
    condiciones.push(
      `(p.cliente_id = ANY (ARRAY(SELECT id FROM clientes WHERE cobrador_id = $${n})) OR p.cobrador_id = $${n})`,
      `coalesce(c.cobrador_id, p.cobrador_id) = $${n}`,
    );
  }
  if (zona) {
    parametros.push(zona);
    const n = parametros.length;
    condiciones.push(`(lower(btrim(c.barrio)) = lower(btrim($${n})) OR lower(btrim(c.ciudad)) = lower(btrim($${n})))`);
  }
  const filtroVencidos = tipo === 'vencidos' ? `WHERE b.dias > 0` : '';
  const orden = 'ORDER BY b.dias DESC, b.numero';
  // CREATE TABLE AS admite parámetros ($1::date…): la consulta se analiza con ellos como un SELECT.
  await manager.query(
    `CREATE TEMP TABLE rutas_seleccion ON COMMIT DROP AS
     WITH base AS (
       SELECT p.id, p.numero, p.estado, p.saldo_pendiente, p.cliente_id,
              coalesce(c.cobrador_id, p.cobrador_id) AS cobrador_id,
              CASE WHEN p.primera_impaga < $1::date THEN $1::date - p.primera_impaga ELSE 0 END AS dias
       FROM prestamos p
       JOIN clientes c ON c.id = p.cliente_id
       WHERE ${condiciones.join(' AND ')}
     ),
     por_cliente AS (
       SELECT b.cobrador_id, b.cliente_id, count(*)::int AS n, count(*) FILTER (WHERE b.dias > 0)::int AS vencidos,
              max(b.dias) AS dias, sum(b.saldo_pendiente) AS saldo,
              sum(b.saldo_pendiente) FILTER (WHERE b.dias > 0) AS saldo_vencido,
              array_agg(b.id ${orden}) AS ids, array_agg(b.numero ${orden}) AS numeros,
              array_agg(b.estado ${orden}) AS estados, array_agg(b.dias ${orden}) AS pdias,
              array_agg(b.saldo_pendiente ${orden}) AS saldos
       FROM base b ${filtroVencidos}
       GROUP BY b.cobrador_id, b.cliente_id
     )
     SELECT x.*, c.nombre, c.telefono, c.direccion, c.barrio, c.ciudad, c.latitud, c.longitud,
            u.nombre AS cobrador_nombre, u.latitud AS cobrador_latitud, u.longitud AS cobrador_longitud
     FROM por_cliente x
     JOIN clientes c ON c.id = x.cliente_id
     JOIN usuarios u ON u.id = x.cobrador_id`,
    parametros,
  );
  return manager.query(
    `SELECT cobrador_id, cliente_id, n, vencidos, dias, saldo, saldo_vencido, nombre, telefono, direccion, barrio, ciudad,
            latitud, longitud, cobrador_nombre, cobrador_latitud, cobrador_longitud
     FROM rutas_seleccion`,
  );
}

/**
 * Clientes que pueden tener alguno de los 5 préstamos más atrasados de su ruta (orden: días desc, número asc; el
 * número es único): los de puesto ≤ 5 con RANK dentro de su cobrador por su máximo de días, empates incluidos.
 *
 * Prueba. Sea L un préstamo del cliente C, con días(L) ≤ max(C). Cada cliente C' con max(C') > max(C) tiene un
 * préstamo L' con días(L') = max(C') > días(L): L' va antes que L, y clientes distintos dan préstamos distintos. Si
 * RANK(C) > 5, hay al menos 5 clientes con máximo estrictamente mayor, o sea ≥ 5 préstamos antes que L: L no está en
 * el top 5. Con RANK(C) ≤ 5 no se descarta nada (los empates en el máximo quedan todos). Además, dentro de un
 * cliente sus arreglos vienen en ese mismo orden: su préstamo k-ésimo tiene k − 1 préstamos antes, así que basta con
 * los 5 primeros de cada candidato. El resultado es el mismo que ordenar todos los préstamos de la ruta.
 */
function candidatosTop(filas: readonly FilaCliente[]): FilaCliente[] {
  const porCobrador = new Map<string, FilaCliente[]>();
  for (const fila of filas) {
    const grupo = porCobrador.get(fila.cobrador_id);
    if (grupo) grupo.push(fila);
    else porCobrador.set(fila.cobrador_id, [fila]);
  }
  const candidatos: FilaCliente[] = [];
  for (const grupo of porCobrador.values()) {
    grupo.sort((a, b) => b.dias - a.dias);
    // RANK = 1 + cuántos tienen un máximo estrictamente mayor; el grupo está ordenado, basta cortar en el primero > 5.
    let puesto = 1;
    for (let i = 0; i < grupo.length; i++) {
      if (i > 0 && grupo[i]!.dias < grupo[i - 1]!.dias) puesto = i + 1;
      if (puesto > RUTAS.prestamosPorTarjeta) break;
      candidatos.push(grupo[i]!);
    }
  }
  return candidatos;
}

/**
 * Los préstamos (los 5 primeros de cada arreglo) de los clientes candidatos al top 5, leídos de `rutas_seleccion`,
 * agrupados por cliente de cada ruta y en el orden de sus arreglos.
 */
async function prestamosCandidatos(manager: EntityManager, filas: readonly FilaCliente[]): Promise<Map<string, PrestamoRuta[]>> {
  const candidatos = candidatosTop(filas);
  const porCliente = new Map<string, PrestamoRuta[]>();
  if (candidatos.length === 0) return porCliente;
  const limite = RUTAS.prestamosPorTarjeta;
  const prestamos: FilaPrestamoTop[] = await manager.query(
    `SELECT s.cobrador_id, s.cliente_id, u.id, u.numero, u.estado, u.dias, u.saldo
     FROM unnest($1::uuid[], $2::uuid[]) AS k(cobrador_id, cliente_id)
     JOIN rutas_seleccion s ON s.cobrador_id = k.cobrador_id AND s.cliente_id = k.cliente_id
     CROSS JOIN LATERAL unnest(s.ids[1:${limite}], s.numeros[1:${limite}], s.estados[1:${limite}], s.pdias[1:${limite}],
                               s.saldos[1:${limite}]) WITH ORDINALITY AS u(id, numero, estado, dias, saldo, k)
     ORDER BY s.cobrador_id, s.cliente_id, u.k`,
    [candidatos.map((f) => f.cobrador_id), candidatos.map((f) => f.cliente_id)],
  );
  const filaDe = new Map(candidatos.map((f) => [claveCliente(f.cobrador_id, f.cliente_id), f]));
  for (const p of prestamos) {
    const clave = claveCliente(p.cobrador_id, p.cliente_id);
    const f = filaDe.get(clave)!;
    const prestamo: PrestamoRuta = {
      _id: p.id,
      numero: Number(p.numero),
      estado: p.estado,
      diasVencido: p.dias,
      saldoPendiente: Number(p.saldo),
      cliente: { _id: f.cliente_id, nombre: f.nombre, telefono: f.telefono, direccion: f.direccion, barrio: f.barrio },
    };
    const lista = porCliente.get(clave);
    if (lista) lista.push(prestamo);
    else porCliente.set(clave, [prestamo]);
  }
  return porCliente;
}

/**
 * Todas las paradas de todas las rutas en un INSERT … SELECT: Node manda sólo ruta, orden, cliente y cobrador de
 * cada parada; los datos del cliente y los arreglos de sus préstamos salen de `rutas_seleccion` sin dejar PostgreSQL.
 */
async function insertarParadas(manager: EntityManager, rutas: readonly RutaArmada[]): Promise<void> {
  const ruta: string[] = [];
  const orden: number[] = [];
  const cliente: string[] = [];
  const cobrador: string[] = [];
  for (const r of rutas) {
    for (const p of r.paradas) {
      ruta.push(r._id);
      orden.push(p.orden);
      cliente.push(p.fila.cliente_id);
      cobrador.push(p.fila.cobrador_id);
    }
  }
  if (ruta.length === 0) return;
  await manager.query(
    `INSERT INTO rutas_paradas (ruta_id, orden, cliente_id, nombre, telefono, direccion, barrio, ciudad, latitud, longitud,
                                saldo_pendiente, dias_vencido, prestamo_ids, prestamo_numeros, prestamo_estados,
                                prestamo_dias, prestamo_saldos)
     SELECT p.ruta, p.orden, s.cliente_id, s.nombre, s.telefono, s.direccion, s.barrio, s.ciudad, s.latitud, s.longitud,
            s.saldo, s.dias, s.ids, s.numeros, s.estados, s.pdias, s.saldos
     FROM unnest($1::uuid[], $2::int[], $3::uuid[], $4::uuid[]) AS p(ruta, orden, cliente, cobrador)
     JOIN rutas_seleccion s ON s.cliente_id = p.cliente AND s.cobrador_id = p.cobrador`,
    [ruta, orden, cliente, cobrador],
  );
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
    const primera = grupo[0]!;
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
      primera.cobrador_latitud !== null && primera.cobrador_longitud !== null
        ? { latitud: Number(primera.cobrador_latitud), longitud: Number(primera.cobrador_longitud) }
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
      cobrador: { _id: cobradorId, nombre: primera.cobrador_nombre },
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
      paradas: lista.map((p, i) => ({ orden: i + 1, fila: p.fila })),
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
