import { formatearCOP, formatearFecha, planificarRuta, type TipoRuta } from '@cartera/dominio';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import PDFDocument from 'pdfkit';
import { DataSource } from 'typeorm';
import { auditar } from '../cartera/auditar';
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
  saldoPendiente: number;
  /** Lo que falta pagar de las cuotas programadas para la fecha de la ruta. */
  cuotaDelDia: number;
  cliente: Pick<ClienteRuta, '_id' | 'nombre' | 'telefono' | 'direccion' | 'barrio'>;
}

/** Una parada: un cliente con sus préstamos de la ruta, en orden de visita. */
export interface ParadaRutaJson extends ClienteRuta {
  orden: number;
  zona: string;
  prestamos: string[];
  saldoPendiente: number;
  cuotaDelDia: number;
  diasVencido: number;
}

/** Ruta generada (especificación §3 "Generated route", ampliada). */
export interface RutaJson {
  _id: string;
  fecha: string;
  tipo: TipoRuta;
  zona: string | null;
  cobrador: { _id: string; nombre: string };
  clientes: ParadaRutaJson[];
  /** Préstamos de la ruta, de más a menos días vencidos. */
  prestamos: PrestamoRuta[];
  /** Los vencidos (diasVencido > 0), mismo orden (nombre de la especificación). */
  prestamosVencidos: PrestamoRuta[];
  /** Saldo pendiente de los préstamos vencidos de la ruta (§2). */
  totalACobrar: number;
  /** Suma de lo que falta de las cuotas programadas para la fecha. */
  totalCuotasDelDia: number;
  distanciaTotal: number;
  tiempoEstimado: string;
  minutosEstimados: number;
  metodoDistancia: 'estimada' | 'coordenadas';
  generadaEn: string;
}

interface FilaPrestamo {
  prestamo_id: string;
  numero: string;
  estado: string;
  saldo_pendiente: string;
  dias_vencido: number;
  cuota_del_dia: string;
  cliente_id: string;
  cliente_nombre: string;
  telefono: string;
  direccion: string;
  barrio: string | null;
  ciudad: string;
  latitud: string | null;
  longitud: string | null;
  cobrador_id: string;
  cobrador_nombre: string;
  cobrador_latitud: string | null;
  cobrador_longitud: string | null;
}

const centavos = (valor: string | number) => Math.round(Number(valor) * 100);
const pesos = (c: number) => c / 100;

@Injectable()
export class RutasService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Genera y guarda las rutas del día: una consulta trae todos los préstamos del tipo con su cliente y su cobrador
   * (el del cliente o, si no tiene, el del préstamo), se agrupan en una pasada y cada ruta se ordena y mide con
   * `planificarRuta`. Volver a generar la ruta de un cobrador para la misma fecha la reemplaza (una transacción).
   */
  async generar(dto: GenerarRutasDto, contexto: ContextoSolicitud): Promise<RutaJson[]> {
    const { actor } = contexto;
    let cobradorId = dto.cobradorId ?? null;
    if (esCobrador(actor)) {
      if (cobradorId && cobradorId !== actor.id) throw prohibido('Un cobrador sólo puede generar su propia ruta');
      cobradorId = actor.id;
    }
    const zona = dto.tipo === 'zona' && dto.zona ? dto.zona : null;
    const filas = await this.consultarPrestamos(dto.fecha, dto.tipo, cobradorId, zona);
    const rutas = armarRutas(filas, dto.fecha, dto.tipo, zona);

    return this.dataSource.transaction(async (manager) => {
      const guardadas: RutaJson[] = [];
      // Las rutas anteriores de la fecha (del cobrador pedido, o de todos) se reemplazan por las nuevas.
      if (cobradorId) await manager.query(`DELETE FROM rutas WHERE fecha = $1 AND cobrador_id = $2`, [dto.fecha, cobradorId]);
      else await manager.query(`DELETE FROM rutas WHERE fecha = $1`, [dto.fecha]);
      if (rutas.length > 0) {
        const ids: Array<{ id: string; cobrador_id: string; created_at: Date }> = await manager.query(
          `INSERT INTO rutas (fecha, cobrador_id, tipo, zona, generada_por, datos)
           SELECT $1::date, r.cobrador_id, $2, $3, $4, r.datos
           FROM jsonb_to_recordset($5::jsonb) AS r(cobrador_id uuid, datos jsonb)
           RETURNING id, cobrador_id, created_at`,
          [dto.fecha, dto.tipo, zona, actor.id, JSON.stringify(rutas.map((r) => ({ cobrador_id: r.cobrador._id, datos: r })))],
        );
        const porCobrador = new Map(ids.map((f) => [f.cobrador_id, f]));
        for (const ruta of rutas) {
          const fila = porCobrador.get(ruta.cobrador._id)!;
          guardadas.push({ ...ruta, _id: fila.id, generadaEn: new Date(fila.created_at).toISOString() });
        }
      }
      await auditar(manager, contexto, 'Cobros', {
        accion: 'Generar rutas de cobro',
        detalles: `Rutas ${dto.tipo} del ${dto.fecha}: ${rutas.length} cobrador(es), ${rutas.reduce((s, r) => s + r.clientes.length, 0)} cliente(s)`,
        datosNuevos: { fecha: dto.fecha, tipo: dto.tipo, cobradorId, zona, rutas: guardadas.map((r) => r._id) },
      });
      return guardadas;
    });
  }

  private consultarPrestamos(fecha: string, tipo: TipoRuta, cobradorId: string | null, zona: string | null): Promise<FilaPrestamo[]> {
    const parametros: unknown[] = [fecha];
    const condiciones = [`p.estado IN ('activo', 'mora', 'vencido')`, `p.saldo_pendiente > 0`];
    if (tipo === 'vencidos') {
      // Sólo préstamos con algo vencido a la fecha: cuotas ya marcadas vencidas o una cuota por cobrar anterior.
      condiciones.push(`(p.cuotas_vencidas > 0 OR p.proxima_fecha < $1::date)`);
    }
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
    const filtroVencidos = tipo === 'vencidos' ? `WHERE a.dias_vencido > 0` : '';
    return this.dataSource.query(
      `SELECT * FROM (
         SELECT p.id AS prestamo_id, p.numero, p.estado, p.saldo_pendiente,
                greatest(0, $1::date - least(
                  cu.primera_vencida,
                  CASE WHEN p.proxima_fecha < $1::date THEN p.proxima_fecha END
                ))::int AS dias_vencido,
                coalesce(cu.del_dia, 0) AS cuota_del_dia,
                c.id AS cliente_id, c.nombre AS cliente_nombre, c.telefono, c.direccion, c.barrio, c.ciudad,
                c.latitud, c.longitud,
                u.id AS cobrador_id, u.nombre AS cobrador_nombre, u.latitud AS cobrador_latitud, u.longitud AS cobrador_longitud
         FROM prestamos p
         JOIN clientes c ON c.id = p.cliente_id
         JOIN usuarios u ON u.id = coalesce(c.cobrador_id, p.cobrador_id)
         LEFT JOIN LATERAL (
           SELECT min(q.fecha_programada) FILTER (WHERE q.fecha_programada < $1::date) AS primera_vencida,
                  sum(q.monto_total - q.monto_pagado - q.monto_refinanciado) FILTER (WHERE q.fecha_programada = $1::date) AS del_dia
           FROM cuotas q
           WHERE q.prestamo_id = p.id AND q.estado IN ('pendiente', 'parcial', 'vencida') AND q.fecha_programada <= $1::date
         ) cu ON p.cuotas_vencidas > 0 OR p.proxima_fecha <= $1::date
         WHERE ${condiciones.join(' AND ')}
       ) a ${filtroVencidos}
       ORDER BY a.cobrador_nombre, a.cobrador_id, a.dias_vencido DESC, a.numero`,
      parametros,
    );
  }

  /** Rutas guardadas de una fecha; un cobrador sólo ve la suya. */
  async listar(consulta: ConsultaRutasDto, actor: Usuario): Promise<RutaJson[]> {
    const parametros: unknown[] = [consulta.fecha];
    let condicion = '';
    const cobrador = esCobrador(actor) ? actor.id : consulta.cobradorId;
    if (cobrador) {
      parametros.push(cobrador);
      condicion = `AND r.cobrador_id = $2`;
    }
    const filas: Array<{ id: string; datos: RutaJson; created_at: Date }> = await this.dataSource.query(
      `SELECT r.id, r.datos, r.created_at FROM rutas r
       JOIN usuarios u ON u.id = r.cobrador_id
       WHERE r.fecha = $1::date ${condicion}
       ORDER BY u.nombre, r.cobrador_id`,
      parametros,
    );
    return filas.map((f) => ({ ...f.datos, _id: f.id, generadaEn: new Date(f.created_at).toISOString() }));
  }

  async obtener(id: string, actor: Usuario): Promise<RutaJson> {
    const filas: Array<{ id: string; datos: RutaJson; cobrador_id: string; created_at: Date }> = await this.dataSource.query(
      `SELECT id, datos, cobrador_id, created_at FROM rutas WHERE id = $1`,
      [id],
    );
    const fila = filas[0];
    if (!fila) throw noEncontrado('Ruta no encontrada');
    if (esCobrador(actor) && fila.cobrador_id !== actor.id) throw prohibido('No tiene permisos sobre esta ruta');
    return { ...fila.datos, _id: fila.id, generadaEn: new Date(fila.created_at).toISOString() };
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

/** Agrupa las filas (ya ordenadas por cobrador) en una ruta por cobrador, en una pasada. */
export function armarRutas(filas: readonly FilaPrestamo[], fecha: string, tipo: TipoRuta, zona: string | null): RutaJson[] {
  const grupos = new Map<string, FilaPrestamo[]>();
  for (const fila of filas) {
    const grupo = grupos.get(fila.cobrador_id);
    if (grupo) grupo.push(fila);
    else grupos.set(fila.cobrador_id, [fila]);
  }
  const rutas: RutaJson[] = [];
  for (const [cobradorId, grupo] of grupos) {
    const primera = grupo[0]!;
    const paradas = new Map<string, ParadaRutaJson & { saldoC: number; cuotaC: number }>();
    const prestamos: PrestamoRuta[] = [];
    let totalC = 0;
    let cuotasC = 0;
    for (const f of grupo) {
      const saldoC = centavos(f.saldo_pendiente);
      const cuotaC = centavos(f.cuota_del_dia);
      if (f.dias_vencido > 0) totalC += saldoC;
      cuotasC += cuotaC;
      const cliente = { _id: f.cliente_id, nombre: f.cliente_nombre, telefono: f.telefono, direccion: f.direccion, barrio: f.barrio };
      prestamos.push({
        _id: f.prestamo_id,
        numero: Number(f.numero),
        estado: f.estado,
        diasVencido: f.dias_vencido,
        saldoPendiente: pesos(saldoC),
        cuotaDelDia: pesos(cuotaC),
        cliente,
      });
      let parada = paradas.get(f.cliente_id);
      if (!parada) {
        parada = {
          ...cliente,
          ciudad: f.ciudad,
          latitud: f.latitud === null ? null : Number(f.latitud),
          longitud: f.longitud === null ? null : Number(f.longitud),
          orden: 0,
          zona: [f.barrio, f.ciudad].filter(Boolean).join(', '),
          prestamos: [],
          saldoPendiente: 0,
          cuotaDelDia: 0,
          diasVencido: 0,
          saldoC: 0,
          cuotaC: 0,
        };
        paradas.set(f.cliente_id, parada);
      }
      parada.prestamos.push(f.prestamo_id);
      parada.saldoC += saldoC;
      parada.cuotaC += cuotaC;
      parada.diasVencido = Math.max(parada.diasVencido, f.dias_vencido);
    }
    // Orden de entrada: los clientes más atrasados primero (en 'zona', agrupados por barrio y ciudad).
    let lista = [...paradas.values()].sort((a, b) => b.diasVencido - a.diasVencido || a.nombre.localeCompare(b.nombre, 'es'));
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
    const clientes: ParadaRutaJson[] = lista.map(({ saldoC, cuotaC, ...p }, i) => ({
      ...p,
      orden: i + 1,
      saldoPendiente: pesos(saldoC),
      cuotaDelDia: pesos(cuotaC),
    }));
    prestamos.sort((a, b) => b.diasVencido - a.diasVencido || a.numero - b.numero);
    rutas.push({
      _id: '',
      fecha,
      tipo,
      zona,
      cobrador: { _id: cobradorId, nombre: primera.cobrador_nombre },
      clientes,
      prestamos,
      prestamosVencidos: prestamos.filter((p) => p.diasVencido > 0),
      totalACobrar: pesos(totalC),
      totalCuotasDelDia: pesos(cuotasC),
      distanciaTotal: Math.round(distancia * 10) / 10,
      tiempoEstimado: estimacion.tiempoEstimado,
      minutosEstimados: estimacion.minutosEstimados,
      metodoDistancia: metodo,
      generadaEn: '',
    });
  }
  return rutas;
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
