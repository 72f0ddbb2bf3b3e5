// Cómo se declara una operación de dinero para el núcleo (docs/decisiones/nucleo-de-dinero.md). Cada operación dice
// una vez qué préstamos bloquea, qué fecha de negocio lleva, qué estado del préstamo la admite, su efecto entero (las
// reglas puras de @cartera/dominio sobre lo leído), lo que mide cuatro ojos, cómo se escribe y qué avisa y audita.
// El orden de los pasos no lo elige la operación: lo impone NucleoDinero.ejecutar.
import type { Centavos, EventoDinero, ModuloAuditoria, OperacionControlada } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import type { DatosOperacionAprobable } from '../cuatro-ojos/aprobaciones.consultas';
import type { EventoAuditado } from '../auditoria/auditar';
import type { LecturaPrestamo, PlanRecalculado, PrestamoBloqueado } from '../libro/libro.service';
import type { ContextoSolicitud } from '../common/usuario-actual.decorator';
import type { ReciboDelLibro } from './eventos';

/** Lo que cada paso recibe: la transacción, quién pide y los préstamos ya bloqueados (el primero es el de la operación). */
export interface Paso {
  manager: EntityManager;
  contexto: ContextoSolicitud;
  prestamos: PrestamoBloqueado[];
  /** La fecha de negocio del hecho, ya dentro de la ventana. */
  fecha: string;
  /** Centavos de mora pendiente a `fecha`, después de causarla (la del primer préstamo; 0 en un alta, sin préstamo). */
  mora: number;
  /**
   * Lo leído de cada préstamo bloqueado al causar su mora (en el orden de `prestamos`): cuotas, mora y saldo contable,
   * para escribir sin volver a leerlos (docs/decisiones/nucleo-de-dinero.md, «Idas a la base»).
   */
  lecturas: LecturaPrestamo[];
}

/** Lo que cuatro ojos mide de una operación que entrega o perdona dinero, y lo que guarda si espera. */
export interface ControlPedido {
  operacion: OperacionControlada;
  monto: Centavos;
  motivo: string;
  /** Lo que se guarda para ejecutarla al aprobarla; sin él no se guarda nada (un desembolso espera como solicitud). */
  datos?: DatosOperacionAprobable;
  /** El cliente de un alta, que no bloquea préstamo; sin él, el del primer préstamo. */
  clienteId?: string;
}

export interface OperacionDinero<Pedido, Efecto, Escrito> {
  /** Para los mensajes y el registro de decisiones: «cobro», «liquidación». */
  nombre: string;
  modulo: ModuloAuditoria;
  /**
   * Los préstamos que bloquea (se bloquean en orden de id: dos operaciones cruzadas no se esperan en círculo). Un alta
   * no bloquea ninguno: el préstamo nace en la escritura (`nuevos`).
   */
  prestamos(pedido: Pedido): string[];
  /** Un préstamo que no existe es un 400 en este campo (un préstamo del cuerpo); sin él, 404. */
  campoPrestamo?: string;
  /** Un cobrador sólo opera su cartera (las rutas de la oficina ya las limita su rol). */
  cartera?: boolean;
  /** El estado del préstamo admite la operación (409/422 si no); con él, quién y cuál quedan decididos. */
  admite?(prestamo: PrestamoBloqueado): void;
  /**
   * La fecha de negocio del hecho y el campo que la nombra en un 400: se valida con la ventana de la organización (y la
   * del cobrador), nunca antes del inicio del préstamo. Sin ella, hoy.
   */
  fecha?(pedido: Pedido): { fecha: string; campo: string } | undefined;
  /**
   * La mora se causa hasta hoy aunque la fecha del hecho sea otra: una corrección reaplica un cobro sobre lo que se debe
   * hoy. Sin él, hasta la fecha del hecho.
   */
  moraHastaHoy?: boolean;
  /**
   * Las fechas del préstamo que la operación desembolsa (un alta, la aprobación de una solicitud, un reenganche): su
   * fecha y su inicio dentro de la ventana.
   */
  fechasPrestamo?(pedido: Pedido, prestamos: PrestamoBloqueado[]): { fecha?: string; fechaInicio?: string };
  /** El efecto entero, antes de escribir nada: lo leído del préstamo pasado por las reglas puras. Rechaza lo inválido. */
  efecto(paso: Paso, pedido: Pedido): Promise<Efecto>;
  /** Lo que mide cuatro ojos (sin él, la operación no entrega ni perdona nada que se mida). */
  control?(efecto: Efecto, pedido: Pedido, paso: Paso): ControlPedido;
  /** Escribe el efecto: tablas de trabajo y asientos del libro del préstamo (que llevan su comprobante al mayor). */
  escribir(paso: Paso, pedido: Pedido, efecto: Efecto): Promise<Escrito>;
  /** Los préstamos que la escritura creó (un alta): el recálculo de cuotas y estado los incluye, después de los bloqueados. */
  nuevos?(escrito: Escrito): string[];
  /**
   * Los recibos de los cobros que la escritura registró: el núcleo los deja como eventos en su paso de avisos, uno por
   * cobro (la clave del recibo es el cobro; una repetición idempotente devuelve la respuesta guardada sin volver a correr).
   */
  recibos?(escrito: Escrito): ReadonlyArray<ReciboDelLibro | null>;
  /**
   * Lo que sale hacia afuera con el préstamo ya recalculado (notificaciones, correcciones de recibos), como eventos: el
   * núcleo los escribe en la transacción y otro módulo los consume (docs/decisiones/nucleo-sin-puertas.md).
   */
  avisar?(paso: Paso, pedido: Pedido, efecto: Efecto, escrito: Escrito, planes: PlanRecalculado[]): EventoDinero[];
  /** El evento de auditoría, con el préstamo antes (`paso.prestamos`) y después (`planes`, o leído en `paso.manager`). */
  auditar(
    paso: Paso,
    pedido: Pedido,
    efecto: Efecto,
    escrito: Escrito,
    planes: PlanRecalculado[],
  ): EventoAuditado | Promise<EventoAuditado>;
}
