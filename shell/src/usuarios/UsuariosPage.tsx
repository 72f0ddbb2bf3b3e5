import {
  ROLES,
  puedeAdministrarCuenta,
  puedeEditarCuenta,
  puedeEliminarCuenta,
  type ConsultaUsuarios,
  type DatosUsuario,
  type Rol,
  type Usuario,
} from '@cartera/dominio';
import { AvisoPantalla, clienteApi, useSesion, modalDiferido, useVariasOficinas } from '@cartera/plataforma';
import { OficinasDeLaCuenta, PantallaCuentas } from '@cartera/plataforma/listado';
import { BotonDesbloquear, estaBloqueada } from './BotonDesbloquear';

/** /api/usuarios through the generated client (docs/decisiones/cliente-generado.md). */
const usuariosApi = {
  listar: (consulta: ConsultaUsuarios) => clienteApi.get('/api/usuarios', { consulta }),
  resumen: () => clienteApi.get('/api/usuarios/stats/resumen'),
  /** The form asks for the password of a new account; without one, the API answers its own 400. */
  crear: ({ password = '', ...datos }: DatosUsuario) =>
    clienteApi.post('/api/usuarios', { cuerpo: { ...datos, password } }),
  actualizar: (id: string, cuerpo: DatosUsuario) =>
    clienteApi.put('/api/usuarios/{id}', { ruta: { id }, cuerpo }),
  eliminar: (id: string) => clienteApi.delete('/api/usuarios/{id}', { ruta: { id } }),
  desbloquear: (id: string) => clienteApi.post('/api/usuarios/{id}/desbloqueo', { ruta: { id } }),
};

// Loaded when first opened (modalDiferido): the screen does not wait for the form and its fields.
const UsuarioFormModal = modalDiferido(() =>
  import('./UsuarioFormModal').then((m) => ({ default: m.UsuarioFormModal })),
);

const ETIQUETAS_PLURAL_ROL: Record<Rol, string> = {
  admin: 'Administradores',
  gerente: 'Gerentes',
  cobrador: 'Cobradores',
};

/** Spec §2 Users: the accounts screen of the platform with every role, its filter and a figure per role. */
export default function UsuariosPage() {
  const sesion = useSesion((estado) => estado.usuario);
  const variasOficinas = useVariasOficinas();
  if (sesion?.rol === 'cobrador') {
    return (
      <AvisoPantalla
        tipo="prohibido"
        titulo="Sin permiso"
        detalle="Su rol no permite administrar usuarios."
      />
    );
  }
  /**
   * The API's own rule (@cartera/dominio): a gerente edits and deletes cobrador accounts only, and edits his
   * own without deleting it; nobody deletes their own account (docs/decisiones/roles-y-permisos.md).
   */
  const propia = (usuario: Usuario) => usuario._id === sesion?._id;
  return (
    <PantallaCuentas
      sustantivo="Usuario"
      plural="Usuarios"
      conRol
      consultar={usuariosApi.listar}
      resumir={usuariosApi.resumen}
      tarjetas={(resumen) => [
        { titulo: 'Total', valor: resumen?.total },
        { titulo: 'Activos', valor: resumen?.activos },
        { titulo: 'Inactivos', valor: resumen?.inactivos },
        ...ROLES.map((rol) => ({ titulo: ETIQUETAS_PLURAL_ROL[rol], valor: resumen?.porRol?.[rol] })),
      ]}
      columnaTarjeta={{ xs: 12, sm: 8, xl: 4 }}
      eliminar={usuariosApi.eliminar}
      busqueda={{ placeholder: 'Buscar por nombre, email o zona', ancho: 300 }}
      bajoElNombre={(cuenta) => <OficinasDeLaCuenta cuenta={cuenta} visible={variasOficinas} />}
      puedeEscribir
      puedeEditar={(usuario) =>
        sesion !== null && puedeEditarCuenta(sesion.rol, usuario.rol, propia(usuario))
      }
      puedeEliminar={(usuario) =>
        sesion !== null && puedeEliminarCuenta(sesion.rol, usuario.rol, propia(usuario))
      }
      accionesExtra={(usuario, recargar) =>
        sesion !== null && estaBloqueada(usuario) && puedeAdministrarCuenta(sesion.rol, usuario.rol) ? (
          <BotonDesbloquear usuario={usuario} desbloquear={usuariosApi.desbloquear} alTerminar={recargar} />
        ) : null
      }
      formulario={({ cuenta, alCerrar, alGuardar }) => (
        <UsuarioFormModal
          usuario={cuenta}
          rolSesion={sesion?.rol}
          propia={cuenta !== null && propia(cuenta)}
          guardar={(datos) => (cuenta ? usuariosApi.actualizar(cuenta._id, datos) : usuariosApi.crear(datos))}
          alCerrar={alCerrar}
          alGuardar={alGuardar}
        />
      )}
    />
  );
}
