import { ETIQUETAS_ROL, ROLES, type Rol, type Usuario } from '@cartera/dominio';
import { CuentaFormModal } from '@cartera/plataforma/cuentas';
import type { DatosUsuario } from './usuarios.api';

interface Props {
  /** The user being edited, or `null` for 'Nuevo Usuario'. */
  usuario: Usuario | null;
  /** Role of whoever is signed in: a gerente cannot give the admin or gerente role (docs/decisiones.md). */
  rolSesion: Rol | undefined;
  /** The account is the signed-in user's own (asks for the current password to change password or email). */
  propia?: boolean;
  guardar: (datos: DatosUsuario) => Promise<unknown>;
  alCerrar: () => void;
  alGuardar: () => void;
}

/** 'Nuevo Usuario' / 'Editar Usuario': the platform's account form (spec §5) with the roles this session may give. */
export function UsuarioFormModal({ usuario, rolSesion, propia, guardar, alCerrar, alGuardar }: Props) {
  // A gerente manages cobrador accounts only: admin and gerente are shown (disabled) only on an account that
  // already has that role.
  const opcionesRol = ROLES.filter((rol) => rolSesion === 'admin' || rol === 'cobrador' || usuario?.rol === rol).map(
    (rol) => ({ value: rol, label: ETIQUETAS_ROL[rol], disabled: rol !== 'cobrador' && rolSesion !== 'admin' }),
  );
  return (
    <CuentaFormModal
      sustantivo="Usuario"
      mensajeError="Error al guardar usuario"
      cuenta={usuario}
      rolInicial="cobrador"
      opcionesRol={opcionesRol}
      propia={propia}
      guardar={guardar}
      alCerrar={alCerrar}
      alGuardar={alGuardar}
    />
  );
}
