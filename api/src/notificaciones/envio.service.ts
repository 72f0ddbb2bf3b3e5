import { Injectable } from '@nestjs/common';
import {
  formatearCOP,
  formatearFecha,
  referenciaPago,
  renderizarPlantilla,
  type CategoriaNotificacionCentro,
  type EstadoNotificacion,
  type OrigenNotificacion,
  type TipoNotificacion,
  type ValoresPlantilla,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { uuidV7 } from '../cartera/uuid-v7';
import { ColaService } from './cola.service';
import { cuentaDeCobro, destinoDeCuenta } from '../pagos/referencia-pago';
import { consultasValores } from './valores.consultas';

export interface NuevoDestinatario {
  clienteId?: string | null;
  usuarioId?: string | null;
  nombre: string;
  /** Email o teléfono; null en el canal sistema. */
  direccion: string | null;
  valores: ValoresPlantilla;
  /** Si no se puede entregar (p. ej. cliente sin email), el motivo: queda fallido sin encolarse. */
  sinEntrega?: string;
  /** El hecho que origina esta entrega (`recordatorio:<cuota>`): único entre todos los destinatarios. */
  claveOrigen?: string;
}

export interface NuevaNotificacionCentro {
  tipo: TipoNotificacion;
  categoria: CategoriaNotificacionCentro;
  /** Plantillas sin renderizar: se guardan así en el mensaje y se renderizan por destinatario. */
  titulo: string;
  mensaje: string;
  origen: OrigenNotificacion;
  claveOrigen?: string | null;
  plantillaId?: string | null;
  programadaPara?: Date | null;
  creadoPor?: string | null;
  destinatarios: NuevoDestinatario[];
}

/** Columnas con que se arman los valores de las plantillas de un cliente (ver `valoresCliente`; valores.consultas.ts). */
export interface FilaValoresCliente {
  cliente_id: string;
  cliente: string;
  telefono: string;
  email: string | null;
  numero_prestamo: string | null;
  monto_prestamo: string | null;
  saldo_pendiente: string | null;
  cuotas_vencidas: number | null;
  cobrador: string | null;
  cobrador_id: string | null;
  numero_cuota: number | null;
  fecha_cuota: string | null;
  monto_cuota: string | null;
}

export interface Empresa {
  nombre_empresa: string;
  telefono_empresa: string | null;
  /** La cuenta o llave a la que se le pide pagar al cliente (`destinoDeCuenta`); null sin cuentas de recaudo activas. */
  cuenta_pago: string | null;
}

export async function leerEmpresa(manager: EntityManager): Promise<Empresa> {
  const fila = await consultasValores.empresa(manager);
  const cuenta = await cuentaDeCobro(manager);
  return {
    ...(fila ?? { nombre_empresa: 'Cartera', telefono_empresa: null }),
    cuenta_pago: cuenta ? destinoDeCuenta(cuenta) : null,
  };
}

const pesos = (valor: string | number | null | undefined) =>
  valor === null || valor === undefined ? undefined : formatearCOP(Number(valor));

/** Valores ya formateados de las variables de un cliente. */
export function valoresCliente(fila: FilaValoresCliente, empresa: Empresa): ValoresPlantilla {
  return {
    cliente: fila.cliente,
    telefono_cliente: fila.telefono,
    numero_prestamo: fila.numero_prestamo ?? undefined,
    monto_prestamo: pesos(fila.monto_prestamo),
    saldo_pendiente: pesos(fila.saldo_pendiente),
    cuotas_vencidas: fila.cuotas_vencidas === null ? undefined : String(fila.cuotas_vencidas),
    cobrador: fila.cobrador ?? undefined,
    numero_cuota: fila.numero_cuota === null ? undefined : String(fila.numero_cuota),
    fecha_vencimiento: fila.fecha_cuota ? formatearFecha(fila.fecha_cuota) : undefined,
    monto_cuota: pesos(fila.monto_cuota),
    nombre_empresa: empresa.nombre_empresa,
    telefono_empresa: empresa.telefono_empresa ?? undefined,
    ...valoresComoPagar(fila.numero_prestamo, empresa.cuenta_pago),
  };
}

/**
 * La referencia de pago del préstamo y la frase «Pague por transferencia a … con la referencia …», como la imprimen el
 * plan y el recibo (docs/decisiones/pagos-por-transferencia.md); sin préstamo, o sin cuenta la frase, quedan vacías.
 */
function valoresComoPagar(numeroPrestamo: string | null, cuentaPago: string | null): ValoresPlantilla {
  if (!numeroPrestamo) return {};
  const referencia = referenciaPago(Number(numeroPrestamo));
  return {
    referencia_pago: referencia,
    como_pagar: cuentaPago
      ? `Pague por transferencia a ${cuentaPago} con la referencia ${referencia}.`
      : undefined,
  };
}

/** Dirección de entrega de un cliente o usuario según el canal, o el motivo por el que no tiene. */
export function direccionPara(
  tipo: TipoNotificacion,
  contacto: { telefono: string | null; email: string | null },
): { direccion: string | null; sinEntrega?: string } {
  if (tipo === 'sistema') return { direccion: null };
  if (tipo === 'email')
    return contacto.email
      ? { direccion: contacto.email }
      : { direccion: null, sinEntrega: 'No tiene email registrado' };
  return contacto.telefono
    ? { direccion: contacto.telefono }
    : { direccion: null, sinEntrega: 'No tiene teléfono registrado' };
}

/** Filas por sentencia INSERT (mensajes y destinatarios). */
const LOTE = 10_000;

/**
 * Escribe mensajes con sus destinatarios (el texto renderizado para cada uno) y encola una entrega por destinatario,
 * todo con el `manager` de la transacción del llamador. Un mensaje automático con `claveOrigen` ya registrada no se
 * vuelve a escribir ni a encolar. Devuelve los ids de los mensajes escritos.
 */
@Injectable()
export class EnvioService {
  constructor(private readonly cola: ColaService) {}

  async registrar(manager: EntityManager, lista: readonly NuevaNotificacionCentro[]): Promise<string[]> {
    if (lista.length === 0) return [];
    const ahora = Date.now();
    const ids = lista.map(() => uuidV7(ahora));
    const estado = (n: NuevaNotificacionCentro): EstadoNotificacion => {
      const entregables = n.destinatarios.filter((d) => !d.sinEntrega).length;
      if (entregables === 0) return 'fallido';
      return n.programadaPara ? 'programado' : 'pendiente';
    };
    const insertados: Array<{ id: string }> = [];
    for (let inicio = 0; inicio < lista.length; inicio += LOTE) {
      const parte = lista.slice(inicio, inicio + LOTE);
      insertados.push(
        ...(await this.insertarMensajes(manager, ids.slice(inicio, inicio + LOTE), parte, estado)),
      );
    }
    const escritos = new Set(insertados.map((f) => f.id));
    const columnas = {
      id: [] as string[],
      notificacion: [] as string[],
      cliente: [] as Array<string | null>,
      usuario: [] as Array<string | null>,
      nombre: [] as string[],
      direccion: [] as Array<string | null>,
      titulo: [] as string[],
      mensaje: [] as string[],
      estado: [] as string[],
      error: [] as Array<string | null>,
      clave: [] as Array<string | null>,
    };
    // Entregas a encolar, agrupadas por hora de envío (null = ya).
    const porHora = new Map<number | null, string[]>();
    lista.forEach((n, i) => {
      const notificacionId = ids[i];
      if (!escritos.has(notificacionId)) return;
      for (const d of n.destinatarios) {
        const id = uuidV7(ahora);
        columnas.id.push(id);
        columnas.notificacion.push(notificacionId);
        columnas.cliente.push(d.clienteId ?? null);
        columnas.usuario.push(d.usuarioId ?? null);
        columnas.nombre.push(d.nombre);
        columnas.direccion.push(d.direccion);
        columnas.titulo.push(renderizarPlantilla(n.titulo, d.valores));
        columnas.mensaje.push(renderizarPlantilla(n.mensaje, d.valores));
        columnas.estado.push(d.sinEntrega ? 'fallido' : 'pendiente');
        columnas.error.push(d.sinEntrega ?? null);
        columnas.clave.push(d.claveOrigen ?? null);
        if (!d.sinEntrega) {
          const hora = n.programadaPara?.getTime() ?? null;
          const grupo = porHora.get(hora) ?? [];
          grupo.push(id);
          porHora.set(hora, grupo);
        }
      }
    });
    for (let i = 0; i < columnas.id.length; i += LOTE) {
      const parte = <T>(arreglo: T[]) => arreglo.slice(i, i + LOTE);
      await manager.query(
        `INSERT INTO notificaciones_destinatarios (id, notificacion_id, cliente_id, usuario_id, nombre, direccion, titulo,
                                                   mensaje, estado, error, clave_origen)
         SELECT * FROM unnest($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[], $6::text[], $7::text[], $8::text[],
                              $9::text[], $10::text[], $11::text[])`,
        [
          parte(columnas.id),
          parte(columnas.notificacion),
          parte(columnas.cliente),
          parte(columnas.usuario),
          parte(columnas.nombre),
          parte(columnas.direccion),
          parte(columnas.titulo),
          parte(columnas.mensaje),
          parte(columnas.estado),
          parte(columnas.error),
          parte(columnas.clave),
        ],
      );
    }
    for (const [hora, destinatarios] of porHora) {
      await this.cola.encolar(manager, destinatarios, hora === null ? null : new Date(hora));
    }
    return ids.filter((id) => escritos.has(id));
  }

  /** Un INSERT de hasta LOTE mensajes; devuelve los que se escribieron (los de clave de origen repetida no). */
  private insertarMensajes(
    manager: EntityManager,
    ids: string[],
    parte: readonly NuevaNotificacionCentro[],
    estado: (n: NuevaNotificacionCentro) => EstadoNotificacion,
  ): Promise<Array<{ id: string }>> {
    return manager.query(
      `INSERT INTO notificaciones (id, tipo, categoria, titulo, mensaje, estado, origen, clave_origen, plantilla_id,
                                   programada_para, creado_por, total, pendientes, fallidos, enviada_at)
       SELECT v.id, v.tipo, v.categoria, v.titulo, v.mensaje, v.estado, v.origen, v.clave, v.plantilla, v.programada,
              v.creado_por, v.total, v.total - v.fallidos, v.fallidos, CASE WHEN v.total = v.fallidos THEN now() END
       FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                   $9::uuid[], $10::timestamptz[], $11::uuid[], $12::int[], $13::int[])
         AS v(id, tipo, categoria, titulo, mensaje, estado, origen, clave, plantilla, programada, creado_por, total, fallidos)
       ON CONFLICT (clave_origen) DO NOTHING
       RETURNING id`,
      [
        ids,
        parte.map((n) => n.tipo),
        parte.map((n) => n.categoria),
        parte.map((n) => n.titulo),
        parte.map((n) => n.mensaje),
        parte.map(estado),
        parte.map((n) => n.origen),
        parte.map((n) => n.claveOrigen ?? null),
        parte.map((n) => n.plantillaId ?? null),
        parte.map((n) => n.programadaPara?.toISOString() ?? null),
        parte.map((n) => n.creadoPor ?? null),
        parte.map((n) => n.destinatarios.length),
        parte.map((n) => n.destinatarios.filter((d) => d.sinEntrega).length),
      ],
    );
  }
}
