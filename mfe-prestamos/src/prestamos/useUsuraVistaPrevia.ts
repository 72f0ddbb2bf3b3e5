import type {
  DatosVistaPreviaPrestamo,
  PreviewPrestamoUsura,
  TerminosPrestamo,
  TipoCredito,
} from '@cartera/dominio';
import { useEffect, useState } from 'react';
import { clienteApi } from '@cartera/plataforma';
import { leerTerminos, type TerminosEscritos, type VistaPrevia } from './useVistaPrevia';

export interface UsuraVistaPrevia {
  /** The server's answer for the terms on screen; null while it is asked, or when the terms are incomplete. */
  usura: PreviewPrestamoUsura | null;
  /** The server could not say (the EA is still shown, computed in the browser). */
  error: unknown;
}

/** The body of POST /prestamos/preview for terms the browser's preview already accepted. */
function datosDe(
  { fechaPrimerPago, ...terminos }: TerminosPrestamo,
  tipoCredito: TipoCredito | undefined,
  fecha: string | null,
): DatosVistaPreviaPrestamo {
  return {
    ...terminos,
    ...(fechaPrimerPago ? { fechaPrimerPago } : {}),
    // Without a type the server takes the organisation's; without a date, the start date.
    ...(tipoCredito ? { tipoCredito } : {}),
    ...(fecha ? { fecha } : {}),
  };
}

/**
 * Where the previewed loan stands against the usury cap (docs/decisiones/tasa-efectiva-y-usura.md): the certified
 * rate of its credit type on its disbursement date is the server's to know, so POST /prestamos/preview is asked once
 * the browser's preview is ready (after the pause in typing) and again when the type or the date change. An answer
 * for other terms than those on screen is never shown. With `pedir` false (a disbursed loan, whose terms no longer
 * change and whose cap was checked when it was disbursed) nothing is asked. Not `useConsulta`: that one always asks,
 * and here incomplete terms ask nothing.
 */
export function useUsuraVistaPrevia(
  vista: VistaPrevia,
  terminos: TerminosEscritos,
  tipoCredito: TipoCredito | undefined,
  fecha: string | null,
  pedir = true,
): UsuraVistaPrevia {
  const listos = pedir && vista.resultado?.estado === 'lista' && !vista.pendiente;
  const aceptados = listos ? leerTerminos(terminos).terminos : undefined;
  const datos = aceptados ? datosDe(aceptados, tipoCredito, fecha) : null;
  const clave = JSON.stringify(datos);
  const [respuesta, setRespuesta] = useState<{
    clave: string;
    usura: PreviewPrestamoUsura | null;
    error: unknown;
  }>();

  // The body to ask for, replaced only when what it says changes: a new object each render asks nothing again.
  const [pedido, setPedido] = useState<{ clave: string; datos: DatosVistaPreviaPrestamo | null }>({
    clave,
    datos,
  });
  if (pedido.clave !== clave) setPedido({ clave, datos });

  useEffect(() => {
    const { clave: pedida, datos: cuerpo } = pedido;
    if (!cuerpo) return undefined;
    let vigente = true;
    clienteApi.post('/api/prestamos/preview', { cuerpo }).then(
      (usura) => {
        if (vigente) setRespuesta({ clave: pedida, usura, error: null });
      },
      (error: unknown) => {
        if (vigente) setRespuesta({ clave: pedida, usura: null, error });
      },
    );
    return () => {
      vigente = false;
    };
  }, [pedido]);

  // An answer is shown only for the terms on screen.
  return respuesta?.clave === clave
    ? { usura: respuesta.usura, error: respuesta.error }
    : { usura: null, error: null };
}
