import { Injectable } from '@nestjs/common';
import {
  formatearCOP,
  formatearFecha,
  oficinaComun,
  referenciaPago,
  renderizarPlantilla,
  type CategoriaNotificacionCentro,
  type EstadoNotificacion,
  type OrigenNotificacion,
  type TipoNotificacion,
  type ValoresPlantilla,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { uuidV7 } from '../common/uuid-v7';
import { ColaService } from '../cola/cola.service';
import { cuentaDeCobro, destinoDeCuenta } from '../organizacion/referencia-pago';
import { consultasValores } from './valores.consultas';
import { consultasEnvio, type DestinatarioEscrito } from './envio.consultas';

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
  /**
   * La oficina del mensaje (docs/decisiones/notificaciones-por-oficina.md); null: de todas las oficinas. Sin decirla,
   * la que comparten sus destinatarios (`oficinaComun`): un aviso automático es de la oficina de su cliente.
   */
  oficina?: string | null;
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
    const oficinas = await oficinasDeLosMensajes(manager, lista);
    const insertados: Array<{ id: string }> = [];
    for (let inicio = 0; inicio < lista.length; inicio += LOTE) {
      const parte = lista.slice(inicio, inicio + LOTE);
      insertados.push(
        ...(await this.insertarMensajes(
          manager,
          ids.slice(inicio, inicio + LOTE),
          oficinas.slice(inicio, inicio + LOTE),
          parte,
          estado,
        )),
      );
    }
    const escritos = new Set(insertados.map((f) => f.id));
    const destinatarios: DestinatarioEscrito[] = [];
    // Entregas a encolar, agrupadas por hora de envío (null = ya).
    const porHora = new Map<number | null, string[]>();
    lista.forEach((n, i) => {
      const notificacionId = ids[i];
      if (!escritos.has(notificacionId)) return;
      for (const d of n.destinatarios) {
        const id = uuidV7(ahora);
        destinatarios.push({
          id,
          notificacion_id: notificacionId,
          cliente_id: d.clienteId ?? null,
          usuario_id: d.usuarioId ?? null,
          nombre: d.nombre,
          direccion: d.direccion,
          titulo: renderizarPlantilla(n.titulo, d.valores),
          mensaje: renderizarPlantilla(n.mensaje, d.valores),
          estado: d.sinEntrega ? 'fallido' : 'pendiente',
          error: d.sinEntrega ?? null,
          clave_origen: d.claveOrigen ?? null,
          categoria: d.usuarioId ? n.categoria : null,
        });
        if (!d.sinEntrega) {
          const hora = n.programadaPara?.getTime() ?? null;
          const grupo = porHora.get(hora) ?? [];
          grupo.push(id);
          porHora.set(hora, grupo);
        }
      }
    });
    for (let i = 0; i < destinatarios.length; i += LOTE) {
      await consultasEnvio.insertarDestinatarios(manager, destinatarios.slice(i, i + LOTE));
    }
    for (const [hora, aEncolar] of porHora) {
      await this.cola.encolar(manager, aEncolar, hora === null ? null : new Date(hora));
    }
    return ids.filter((id) => escritos.has(id));
  }

  /** Un INSERT de hasta LOTE mensajes; devuelve los que se escribieron (los de clave de origen repetida no). */
  private insertarMensajes(
    manager: EntityManager,
    ids: string[],
    oficinas: readonly (string | null)[],
    parte: readonly NuevaNotificacionCentro[],
    estado: (n: NuevaNotificacionCentro) => EstadoNotificacion,
  ): Promise<Array<{ id: string }>> {
    return consultasEnvio.insertarMensajes(
      manager,
      parte.map((n, i) => ({
        id: ids[i],
        tipo: n.tipo,
        categoria: n.categoria,
        titulo: n.titulo,
        mensaje: n.mensaje,
        estado: estado(n),
        origen: n.origen,
        clave_origen: n.claveOrigen ?? null,
        plantilla_id: n.plantillaId ?? null,
        programada_para: n.programadaPara?.toISOString() ?? null,
        creado_por: n.creadoPor ?? null,
        oficina_id: oficinas[i],
        total: n.destinatarios.length,
        fallidos: n.destinatarios.filter((d) => d.sinEntrega).length,
      })),
    );
  }

}

/**
 * La oficina de cada mensaje de `lista`: la que dice o, sin decirla, la que comparten sus destinatarios (la de su
 * cliente o la de su cuenta; una cuenta sin oficina, un administrador, deja el mensaje sin oficina).
 */
async function oficinasDeLosMensajes(
  manager: EntityManager,
  lista: readonly NuevaNotificacionCentro[],
): Promise<(string | null)[]> {
  const sinDecir = lista.filter((n) => n.oficina === undefined).flatMap((n) => n.destinatarios);
  if (sinDecir.length === 0) return lista.map((n) => n.oficina ?? null);
  const ids = (clave: 'clienteId' | 'usuarioId') => [
    ...new Set(sinDecir.flatMap((d) => (d[clave] ? [d[clave]] : []))),
  ];
  const { clientes, usuarios } = await consultasEnvio.oficinasDe(manager, ids('clienteId'), ids('usuarioId'));
  const oficinaDe = (d: NuevoDestinatario) =>
    (d.clienteId ? clientes.get(d.clienteId) : d.usuarioId ? usuarios.get(d.usuarioId) : undefined) ?? null;
  return lista.map((n) =>
    n.oficina === undefined ? oficinaComun(n.destinatarios.map(oficinaDe)) : n.oficina,
  );
}
