// The words of the approvals block (Spanish UI text lives next to the screen).
import { formatearCOP, type Aprobacion } from '@cartera/dominio';

const queEs = (aprobacion: Aprobacion) =>
  `${aprobacion.tipo === 'castigo' ? 'el castigo' : 'la condonación'} de ${formatearCOP(aprobacion.monto)} del préstamo #${aprobacion.prestamo.numero} de ${aprobacion.cliente.nombre}`;

export const MENSAJES_APROBACIONES_UI = {
  titulo: 'Condonaciones y castigos por aprobar',
  vacio: 'No hay condonaciones ni castigos esperando aprobación.',
  errorCargar: 'Error al cargar las aprobaciones pendientes',
  errorAprobar: 'Error al aprobar',
  errorRechazar: 'Error al rechazar',
  esperaAdministrador: 'Espera a un administrador',
  esperaOtraPersona: 'Espera a otra persona: usted lo pidió',
  ayuda:
    'Lo que un gerente pidió por encima de los umbrales de la organización (Configuración › Sistema). Lo aprueba un administrador distinto de quien lo pidió; al aprobarlo se aplica tal como se pidió.',
  confirmarAprobar: (aprobacion: Aprobacion) =>
    `¿Aprobar ${queEs(aprobacion)}? Se aplica ahora en el libro del préstamo.`,
  confirmarRechazar: (aprobacion: Aprobacion) => `¿Rechazar ${queEs(aprobacion)}?`,
  explicacionRechazo: (aprobacion: Aprobacion) =>
    `Se rechaza ${queEs(aprobacion)}: no se aplica y el préstamo queda como estaba. El motivo queda registrado y auditado.`,
  aprobado: 'Aprobación aplicada',
  rechazado: 'Aprobación rechazada',
  etiquetaBadge: (cantidad: number) =>
    cantidad === 1 ? '1 pendiente de aprobación' : `${cantidad} pendientes de aprobación`,
} as const;
