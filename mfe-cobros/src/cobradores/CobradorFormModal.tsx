import type { Cobrador, DatosCobrador } from '@cartera/dominio';
import { useOficinasDisponibles } from '@cartera/plataforma';
import { CuentaFormModal } from '@cartera/plataforma/cuentas';
import type { CierreModal } from '@cartera/plataforma/formularios';

interface Props extends CierreModal {
  /** The collector being edited, or `null` for 'Nuevo Cobrador'. */
  cobrador: Cobrador | null;
  guardar: (datos: DatosCobrador) => Promise<unknown>;
}

/**
 * 'Nuevo Cobrador' / 'Editar Cobrador': the platform's account form (spec §5 User/collector) without the role
 * select, because a collector is always rol cobrador (spec §6), plus the start point of his collection routes and
 * his one office.
 */
export function CobradorFormModal({ cobrador, guardar, ...cierre }: Props) {
  const oficinas = useOficinasDisponibles();
  return (
    <CuentaFormModal
      sustantivo="Cobrador"
      mensajeError="Error al guardar cobrador"
      cuenta={cobrador}
      rolInicial="cobrador"
      conPuntoDePartida
      conCedula
      oficinas={oficinas}
      guardar={(datos) => guardar({ ...datos, rol: 'cobrador' })}
      {...cierre}
    />
  );
}
