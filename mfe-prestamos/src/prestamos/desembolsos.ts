// The writes that disburse money (create a loan, refinance it, approve a request), shared by the loan list, its forms
// and their tests. Each goes through the generated client (`clienteApi`, docs/decisiones/cliente-generado.md) with the
// envelope (`conSobre`): above the usury cap the API asks for a confirmation, and the office box may answer a warning.
import { CODIGOS, type DatosPrestamo, type DatosReenganche, type PrestamoCreado } from '@cartera/dominio';
import { clienteApi, confirmar, esErrorHttp } from '@cartera/plataforma';
import { mensajeConAdvertencia, resultadoOperacion } from './resultadoOperacion';

/**
 * A loan above the usury cap, with the organisation set to «avisar» (docs/decisiones/tasa-efectiva-y-usura.md): the
 * API answers 422 CONFIRMACION_USURA_REQUERIDA with both rates and the largest flat rate under the cap; whoever
 * disburses reads it and confirms (the API audits it), or stops there and the error reaches the screen as any other.
 * A refused write changed nothing on the server, so it is sent again with the same Idempotency-Key.
 */
export async function conConfirmacionDeUsura<T>(enviar: (confirmarUsura: boolean) => Promise<T>): Promise<T> {
  try {
    return await enviar(false);
  } catch (error) {
    if (!esErrorHttp(error) || error.code !== CODIGOS.confirmacionUsuraRequerida) throw error;
    if (
      !confirmar(`${error.message}\n\n¿Confirma que desembolsa este préstamo por encima de la tasa de usura?`)
    )
      throw error;
    return enviar(true);
  }
}

/**
 * The new loan and, when it took more cash than the office box held (organisation on «advertir»), the API's
 * `advertencia` (docs/decisiones/fondeo-de-la-caja.md). `clave`: the form's Idempotency-Key.
 */
export const registrarPrestamo = (datos: DatosPrestamo, clave: string): Promise<PrestamoCreado> =>
  conConfirmacionDeUsura(async (confirmarUsura) => {
    const { data, advertencia } = await clienteApi.conSobre.post('/api/prestamos', {
      cuerpo: confirmarUsura ? { ...datos, confirmarUsura } : datos,
      clave,
    });
    return advertencia ? { ...data, advertencia } : data;
  });

/**
 * The new loan and the API's message; when a gerente's new money waits for an admin (four eyes), the old loan
 * unchanged and the message that says so.
 */
export const reengancharPrestamo = (id: string, datos: DatosReenganche, clave: string) =>
  conConfirmacionDeUsura(async (confirmarUsura) => {
    const respuesta = await clienteApi.conSobre.post('/api/prestamos/{id}/reenganche', {
      ruta: { id },
      cuerpo: confirmarUsura ? { ...datos, confirmarUsura } : datos,
      clave,
    });
    return { prestamo: respuesta.data, mensaje: mensajeConAdvertencia(respuesta) };
  });

/** Admin and gerente: the request is disbursed (plan created at once). */
export const aprobarSolicitud = (id: string, clave: string) =>
  conConfirmacionDeUsura(async (confirmarUsura) =>
    resultadoOperacion(
      await clienteApi.conSobre.patch('/api/prestamos/{id}/aprobar', {
        ruta: { id },
        cuerpo: confirmarUsura ? { confirmarUsura } : {},
        clave,
      }),
    ),
  );
