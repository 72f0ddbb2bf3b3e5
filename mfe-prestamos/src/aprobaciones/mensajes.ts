// The words of the approvals block (Spanish UI text lives next to the screen).
import { formatearCOP, type Aprobacion, type TipoAprobacion } from '@cartera/dominio';

/** Each kind with its article and what its amount is, for a sentence: «el reenganche con $ 20.000.000 nuevos». */
const QUE_ES: Readonly<Record<TipoAprobacion, (monto: string) => string>> = {
  prestamo: (monto) => `el préstamo de ${monto}`,
  condonacion: (monto) => `la condonación de ${monto}`,
  castigo: (monto) => `el castigo de ${monto}`,
  reenganche: (monto) => `el reenganche con ${monto} de dinero nuevo`,
  liquidacion: (monto) => `la liquidación con un descuento de ${monto}`,
};

const queEs = (aprobacion: Aprobacion) =>
  `${QUE_ES[aprobacion.tipo](formatearCOP(aprobacion.monto))} del préstamo #${aprobacion.prestamo.numero} de ${aprobacion.cliente.nombre}`;

export const MENSAJES_APROBACIONES_UI = {
  titulo: 'Operaciones de dinero por aprobar',
  vacio: 'No hay condonaciones, castigos, reenganches ni liquidaciones esperando aprobación.',
  errorCargar: 'Error al cargar las aprobaciones pendientes',
  errorAprobar: 'Error al aprobar',
  errorRechazar: 'Error al rechazar',
  esperaAdministrador: 'Espera a un administrador',
  esperaOtraPersona: 'Espera a otra persona: usted lo pidió',
  ayuda:
    'Lo que un gerente pidió por encima de los umbrales de la organización (Configuración › Sistema), sola la operación o sumada con lo que movió ese día sin aprobación. Lo aprueba un administrador distinto de quien lo pidió; al aprobarlo se aplica tal como se pidió. Mientras espera, nada se mueve.',
  confirmarAprobar: (aprobacion: Aprobacion) =>
    `¿Aprobar ${queEs(aprobacion)}? Se aplica ahora en el libro del préstamo.`,
  confirmarRechazar: (aprobacion: Aprobacion) => `¿Rechazar ${queEs(aprobacion)}?`,
  explicacionRechazo: (aprobacion: Aprobacion) =>
    `Se rechaza ${queEs(aprobacion)}: no se aplica y el préstamo queda como estaba. El motivo queda registrado y auditado.`,
  aprobado: 'Aprobación aplicada',
  rechazado: 'Aprobación rechazada',
  /** A payoff with discount: what the client hands over (the rest of the balance is the discount). */
  recibe: (monto: number) => `Recibe ${formatearCOP(monto)}; el resto se condona`,
  tituloRechazar: (tipo: TipoAprobacion) =>
    ({
      prestamo: 'Rechazar solicitud',
      condonacion: 'Rechazar condonación',
      castigo: 'Rechazar castigo',
      reenganche: 'Rechazar reenganche',
      liquidacion: 'Rechazar liquidación',
    })[tipo],
  etiquetaBadge: (cantidad: number) =>
    cantidad === 1 ? '1 pendiente de aprobación' : `${cantidad} pendientes de aprobación`,
} as const;
