import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { formatearCOP, formatearFecha, hoyBogota, instanteBogota } from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { MINUTOS_VUELTA, yaEsLaHora } from '../database/tareas-diarias';
import { ColaService } from '../cola/cola.service';
import { EnvioService } from '../notificaciones/envio.service';
import { consultasUsuarios } from '../usuarios/usuarios.consultas';
import { consultasEnPoder } from './caja-en-poder.consultas';

/** Cola de pg-boss de la vuelta del aviso (cada MINUTOS_VUELTA minutos; actúa desde la hora de la organización). */
export const COLA_AVISO_ENTREGA = 'caja-aviso-entrega';

/** Un cobrador del que se avisó: lo que tiene sin entregar al momento del aviso. */
export interface AvisoEntregaCaja {
  cobradorId: string;
  nombre: string;
  /** Cobros sin entrega − gastos aceptados sin entrega (lo que debería entregar). */
  enPoder: number;
  cobros: number;
  cantidadCobros: number;
  gastos: number;
}

/** La clave de origen del aviso: una por cobrador y día (única en `notificaciones`). */
export const claveAvisoEntrega = (cobradorId: string, dia: string) => `entrega_caja:${cobradorId}:${dia}`;

/**
 * El aviso de caja sin entregar (docs/decisiones/caja-de-cobradores.md): desde la hora que elige la organización
 * (`entrega_caja_hora`, Bogotá), a gerentes y administradores activos, en la campana del portal (canal sistema), un
 * aviso por cada cobrador que tiene efectivo de cobros registrados antes de esa hora (de hoy o de días anteriores)
 * que no está en ninguna entrega, ni abierta ni confirmada. Una sola vez por cobrador y día: la clave de origen
 * `entrega_caja:<cobrador>:<día>` es única, así dos vueltas o dos réplicas no repiten el aviso.
 */
@Injectable()
export class AvisoEntregaService implements OnModuleInit {
  private readonly logger = new Logger(AvisoEntregaService.name);

  constructor(
    private readonly dataSource: DataSource,
    private readonly envio: EnvioService,
    private readonly cola: ColaService,
  ) {}

  onModuleInit(): void {
    this.cola.programarCada(COLA_AVISO_ENTREGA, MINUTOS_VUELTA, async () => {
      const avisos = await this.avisar();
      if (avisos.length > 0) this.logger.log(`Avisos de caja sin entregar: ${avisos.length}`);
    });
  }

  /** Una vuelta del aviso con el reloj `ahora`: los cobradores de los que avisó (ninguno antes de la hora o apagado). */
  async avisar(ahora: Date = new Date()): Promise<AvisoEntregaCaja[]> {
    const ajuste = await consultasEnPoder.ajusteAviso(this.dataSource.manager);
    if (!ajuste?.aviso_entrega_caja || !yaEsLaHora(ajuste.entrega_caja_hora, ahora)) return [];
    const hora = ajuste.entrega_caja_hora;
    const hoy = hoyBogota(ahora);
    const limite = instanteBogota(hoy, hora);
    const filas = await consultasEnPoder.sinEntregar(this.dataSource.manager, limite, hoy, 'entrega_caja:');
    if (filas.length === 0) return [];
    const oficina = await consultasUsuarios.oficina(this.dataSource.manager);
    if (oficina.length === 0) return [];
    const avisados: AvisoEntregaCaja[] = [];
    for (const fila of filas) {
      const aviso: AvisoEntregaCaja = {
        cobradorId: fila.id,
        nombre: fila.nombre,
        enPoder: Number(fila.cobros) - Number(fila.gastos),
        cobros: Number(fila.cobros),
        cantidadCobros: Number(fila.cantidad),
        gastos: Number(fila.gastos),
      };
      // Cada cobrador en su transacción: la clave de origen ya escrita (otra réplica, otra vuelta) no se repite.
      const escritos = await this.dataSource.transaction((manager) =>
        this.envio.registrar(manager, [
          {
            tipo: 'sistema',
            categoria: 'sistema',
            // El nombre va como variable: un nombre con llaves no se toma por plantilla.
            titulo: 'Caja sin entregar: {{cobrador}}',
            mensaje: mensajeAviso(aviso, hora, hoy),
            origen: 'entrega_caja',
            claveOrigen: claveAvisoEntrega(fila.id, hoy),
            destinatarios: oficina.map((u) => ({
              usuarioId: u.id,
              nombre: u.nombre,
              direccion: null,
              valores: { cobrador: fila.nombre },
            })),
          },
        ]),
      );
      if (escritos.length > 0) avisados.push(aviso);
    }
    return avisados;
  }
}

/** El texto del aviso: el cobrador (variable {{cobrador}}), la hora, lo que tiene y de cuántos cobros. */
export function mensajeAviso(aviso: AvisoEntregaCaja, hora: string, dia: string): string {
  const detalle =
    aviso.gastos > 0
      ? ` (cobros por ${formatearCOP(aviso.cobros)} menos gastos por ${formatearCOP(aviso.gastos)})`
      : '';
  const cobros = aviso.cantidadCobros === 1 ? '1 cobro' : `${aviso.cantidadCobros} cobros`;
  return (
    `{{cobrador}} no ha entregado su caja a las ${hora} del ${formatearFecha(dia)}: tiene ${formatearCOP(aviso.enPoder)} ` +
    `en su poder de ${cobros} sin entregar${detalle}. Vea Cobros › Entregas de caja.`
  );
}
