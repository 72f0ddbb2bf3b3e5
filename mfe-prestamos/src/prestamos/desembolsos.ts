// The writes that disburse money (create a loan, refinance it, approve a request), shared by the loan list, its forms
// and their tests. Each goes through the generated client (`clienteApi`, docs/decisiones/cliente-generado.md) with the
// envelope (`conSobre`): above the usury cap the API asks for a confirmation, and the office box may answer a warning.
import { CODIGOS, type DatosPrestamo, type DatosReenganche, type PrestamoCreado } from '@cartera/dominio';
import { clienteApi, confirmar, esErrorHttp, type ErrorHttp } from '@cartera/plataforma';
import { mensajeConAdvertencia, resultadoOperacion } from './resultadoOperacion';

/**
 * What a person ticks to disburse a loan above the usury cap with the organisation on «avisar»
 * (docs/decisiones/tasa-efectiva-y-usura.md): the loan form's box and the approval's question say the same words, and
 * the API audits the confirmation they send (`confirmarUsura: true`).
 */
export const CASILLA_USURA = 'Confirmo que conozco que el préstamo supera la tasa de usura';
export const FALTA_CASILLA_USURA = 'Marque la casilla para desembolsar un préstamo por encima de la tasa de usura';

/** The API's 422 CONFIRMACION_USURA_REQUERIDA: the loan is above the cap and nobody confirmed it. */
export const pideConfirmarUsura = (error: unknown): error is ErrorHttp =>
  esErrorHttp(error) && error.code === CODIGOS.confirmacionUsuraRequerida;

/** The body with the usury confirmation when the person gave it; without it, the body as it was. */
const conConfirmacion = <T extends object>(cuerpo: T, confirmarUsura: boolean): T & { confirmarUsura?: true } =>
  confirmarUsura ? { ...cuerpo, confirmarUsura: true } : cuerpo;

/**
 * The new loan and, when it took more cash than the office box held (organisation on «advertir»), the API's
 * `advertencia` (docs/decisiones/fondeo-de-la-caja.md). `clave`: the form's Idempotency-Key; `confirmarUsura`: the
 * form's box (CASILLA_USURA) was ticked.
 */
export async function registrarPrestamo(
  datos: DatosPrestamo,
  clave: string,
  confirmarUsura = false,
): Promise<PrestamoCreado> {
  const { data, advertencia } = await clienteApi.conSobre.post('/api/prestamos', {
    cuerpo: conConfirmacion(datos, confirmarUsura),
    clave,
  });
  return advertencia ? { ...data, advertencia } : data;
}

/**
 * The new loan and the API's message; when a gerente's new money waits for an admin (four eyes), the old loan
 * unchanged and the message that says so.
 */
export async function reengancharPrestamo(id: string, datos: DatosReenganche, clave: string, confirmarUsura = false) {
  const respuesta = await clienteApi.conSobre.post('/api/prestamos/{id}/reenganche', {
    ruta: { id },
    cuerpo: conConfirmacion(datos, confirmarUsura),
    clave,
  });
  return { prestamo: respuesta.data, mensaje: mensajeConAdvertencia(respuesta) };
}

/**
 * Admin and gerente: the request is disbursed (plan created at once). A request has no form: when the API answers
 * that it is above the usury cap (organisation on «avisar»), its message is asked in the page with the box to tick
 * (CASILLA_USURA) and, once ticked and accepted, the approval is sent again with the same Idempotency-Key (the refused
 * one changed nothing). Declined, the API's refusal is what the screen shows.
 */
export async function aprobarSolicitud(id: string, clave: string) {
  const aprobar = async (confirmarUsura: boolean) =>
    resultadoOperacion(
      await clienteApi.conSobre.patch('/api/prestamos/{id}/aprobar', {
        ruta: { id },
        cuerpo: conConfirmacion({}, confirmarUsura),
        clave,
      }),
    );
  try {
    return await aprobar(false);
  } catch (error) {
    if (!pideConfirmarUsura(error)) throw error;
    const confirmada = await confirmar(error.message, {
      titulo: 'Préstamo sobre la tasa de usura',
      aceptar: 'Aprobar',
      casilla: CASILLA_USURA,
    });
    if (!confirmada) throw error;
    return aprobar(true);
  }
}
