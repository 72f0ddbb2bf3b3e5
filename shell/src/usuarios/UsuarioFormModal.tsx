import { ETIQUETAS_ROL, ROLES, rolesAsignables, type Rol, type Usuario } from '@cartera/dominio';
import { useOficinasDisponibles } from '@cartera/plataforma';
import { CuentaFormModal } from '@cartera/plataforma/cuentas';
import type { DatosUsuario } from '@cartera/dominio';
import type { CierreModal } from '@cartera/plataforma/formularios';

interface Props extends CierreModal {
  /** The user being edited, or `null` for 'Nuevo Usuario'. */
  usuario: Usuario | null;
  /** Role of whoever is signed in: a gerente gives the cobrador role only (docs/decisiones/roles-y-permisos.md). */
  rolSesion: Rol | undefined;
  /** The account is the signed-in user's own (asks for the current password to change password or email). */
  propia?: boolean;
  guardar: (datos: DatosUsuario) => Promise<unknown>;
}

/**
 * 'Nuevo Usuario' / 'Editar Usuario': the platform's account form (spec §5) with the roles this session may give and
 * the offices of the account's role among this session's ones.
 */
export function UsuarioFormModal({ usuario, rolSesion, propia, guardar, ...cierre }: Props) {
  const oficinas = useOficinasDisponibles();
  // The roles the API accepts from this session (@cartera/dominio): a gerente gives cobrador only and keeps
  // his own account gerente. The account's current role stays listed (disabled if it may not be given).
  const asignables: readonly Rol[] = rolSesion
    ? rolesAsignables(rolSesion, usuario?.rol ?? null, propia)
    : [];
  const opcionesRol = ROLES.filter((rol) => asignables.includes(rol) || usuario?.rol === rol).map((rol) => ({
    value: rol,
    label: ETIQUETAS_ROL[rol],
    disabled: !asignables.includes(rol),
  }));
  return (
    <CuentaFormModal
      sustantivo="Usuario"
      mensajeError="Error al guardar usuario"
      cuenta={usuario}
      rolInicial="cobrador"
      opcionesRol={opcionesRol}
      propia={propia}
      oficinas={oficinas}
      guardar={guardar}
      {...cierre}
    />
  );
}
