import { ETIQUETAS_ROL, ROLES, type Rol, type Usuario } from '@cartera/dominio';
import { CuentaFormModal } from '@cartera/plataforma';
import type { DatosUsuario } from './usuarios.api';

interface Props {
  /** The user being edited, or `null` for 'Nuevo Usuario'. */
  usuario: Usuario | null;
  /** Role of whoever is signed in: a gerente cannot give the admin role. */
  rolSesion: Rol | undefined;
  guardar: (datos: DatosUsuario) => Promise<unknown>;
  alCerrar: () => void;
  alGuardar: () => void;
}

/** 'Nuevo Usuario' / 'Editar Usuario': the platform's account form (spec §5) with the roles this session may give. */
export function UsuarioFormModal({ usuario, rolSesion, guardar, alCerrar, alGuardar }: Props) {
  const opcionesRol = ROLES.filter((rol) => rol !== 'admin' || rolSesion === 'admin' || usuario?.rol === 'admin').map(
    (rol) => ({ value: rol, label: ETIQUETAS_ROL[rol], disabled: rol === 'admin' && rolSesion !== 'admin' }),
  );
  return (
    <CuentaFormModal
      sustantivo="Usuario"
      mensajeError="Error al guardar usuario"
      cuenta={usuario}
      rolInicial="cobrador"
      opcionesRol={opcionesRol}
      guardar={guardar}
      alCerrar={alCerrar}
      alGuardar={alGuardar}
    />
  );
}
