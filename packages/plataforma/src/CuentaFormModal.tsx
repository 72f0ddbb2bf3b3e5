import { Row, Typography } from 'antd';
import {
  ESTADOS_ACTIVO,
  ETIQUETAS_ESTADO_ACTIVO,
  LIMITES,
  MENSAJES,
  esCedulaValida,
  esEmailValido,
  limpiarCedula,
  limpiarTelefono,
  opcionesDe,
  type EstadoActivo,
  type ReferenciaOficina,
  type Rol,
  type Usuario,
} from '@cartera/dominio';
import { CampoOficinasCuenta, sinRepetir } from './CampoOficinasCuenta';
import { CampoTelefono } from './CampoTelefono';
import { CamposCoordenadas } from './CamposCoordenadas';
// By path, not by the shared '@cartera/plataforma/formularios': that entry also carries the office field and the
// remote select, which the screens that load this one for the phone field alone (Configuración › Perfil) would then
// download. The modal and the fields' kit hold no state of their own; they reach the main entry by its shared name.
import { FormularioModal, type CierreModal } from './formularios/FormularioModal';
import { CamposFormulario, campo } from './formularios/CamposFormulario';

/** What a sign-in account form sends: users (shell) and collectors (mfe-cobros) are the same API resource. */
export interface DatosCuenta {
  nombre: string;
  email: string;
  /** Required on create; left out on edit when unchanged. */
  password?: string;
  /** The signed-in user's own password, when they change their own password or email (the API asks for it). */
  passwordActual?: string;
  rol: Rol;
  telefono: string | null;
  zona: string | null;
  estado: EstadoActivo;
  /** Start point of the collector's routes (only with `conPuntoDePartida`): both or neither. */
  latitud?: number | null;
  longitud?: number | null;
  /** Collector's cédula (only with `conCedula`): his document as third party in the accountant's export. */
  cedula?: string | null;
  /** The account's offices (only with `oficinas`): a gerente one or more, a cobrador one, an admin none. */
  oficinas?: string[];
}

/** The account being edited (a user or a collector), as the lists return it. */
export type CuentaEditable = Pick<
  Usuario,
  'nombre' | 'email' | 'rol' | 'telefono' | 'zona' | 'estado' | 'latitud' | 'longitud' | 'cedula' | 'oficinas'
>;

export interface CuentaFormModalProps extends CierreModal {
  /** 'Usuario' or 'Cobrador': the title ('Nuevo …' / 'Editar …') and the success toasts ('… creado'). */
  sustantivo: string;
  /** The spec's §8 failure message ('Error al guardar usuario'). */
  mensajeError: string;
  /** The account being edited, or `null` to create one. */
  cuenta: CuentaEditable | null;
  /** Role of a new account. */
  rolInicial: Rol;
  /** The 'Rol' select; without it the role is fixed (a collector is always rol cobrador, spec §6). */
  opcionesRol?: ReadonlyArray<{ value: Rol; label: string; disabled?: boolean }>;
  /** The account is the signed-in user's: changing its password or email asks for the current password. */
  propia?: boolean;
  /** Collectors: latitude and longitude of the start point of their collection routes (optional, both or neither). */
  conPuntoDePartida?: boolean;
  /** Collectors: their cédula (optional), the third party's document in the accountant's export. */
  conCedula?: boolean;
  /**
   * The offices this session may give the account (useOficinasDisponibles): with them, the «Oficinas» field of the
   * account's role and the account's offices sent; without them (not loaded, none) neither.
   */
  oficinas?: readonly ReferenciaOficina[] | null;
  guardar: (datos: DatosCuenta) => Promise<unknown>;
}

interface Campos {
  nombre: string;
  email: string;
  password?: string;
  passwordActual?: string;
  rol: Rol;
  telefono?: string;
  zona?: string;
  estado: EstadoActivo;
  latitud?: number | null;
  longitud?: number | null;
  cedula?: string;
  oficinas?: string[];
}

/**
 * Create/edit form of a sign-in account (spec §5 User/collector): nombre and email required, password required
 * only on create and blank on edit = unchanged; phone of 10 digits when given. Server field errors land under
 * their fields.
 */
export function CuentaFormModal(props: CuentaFormModalProps) {
  const {
    sustantivo,
    mensajeError,
    cuenta,
    rolInicial,
    opcionesRol,
    propia = false,
    conPuntoDePartida = false,
    conCedula = false,
    oficinas = null,
    guardar,
    ...cierre
  } = props;
  const edicion = cuenta !== null;
  const ofrecidas = oficinas !== null && oficinas.length > 0 ? oficinas : null;

  const aDatos = (campos: Campos): DatosCuenta => {
    const datos: DatosCuenta = {
      nombre: campos.nombre.trim(),
      email: campos.email.trim(),
      rol: opcionesRol ? campos.rol : rolInicial,
      telefono: campos.telefono ? limpiarTelefono(campos.telefono) : null,
      zona: campos.zona?.trim() ? campos.zona.trim() : null,
      estado: campos.estado,
    };
    if (conPuntoDePartida) {
      datos.latitud = campos.latitud ?? null;
      datos.longitud = campos.longitud ?? null;
    }
    if (conCedula) datos.cedula = campos.cedula?.trim() ? limpiarCedula(campos.cedula) : null;
    if (ofrecidas !== null) {
      const elegidas = sinRepetir(campos.oficinas);
      datos.oficinas = datos.rol === 'admin' ? [] : datos.rol === 'cobrador' ? elegidas.slice(0, 1) : elegidas;
    }
    if (campos.password) datos.password = campos.password;
    if (campos.passwordActual) datos.passwordActual = campos.passwordActual;
    return datos;
  };

  return (
    <FormularioModal<Campos>
      titulo={`${edicion ? 'Editar' : 'Nuevo'} ${sustantivo}`}
      nombre={sustantivo.toLowerCase()}
      textoAceptar={edicion ? 'Actualizar' : 'Crear'}
      valoresIniciales={{
        nombre: cuenta?.nombre ?? '',
        email: cuenta?.email ?? '',
        password: '',
        rol: cuenta?.rol ?? rolInicial,
        telefono: cuenta?.telefono ?? '',
        zona: cuenta?.zona ?? '',
        estado: cuenta?.estado ?? 'activo',
        latitud: cuenta?.latitud ?? null,
        longitud: cuenta?.longitud ?? null,
        cedula: cuenta?.cedula ?? '',
        // A new account with one office to give gets it already chosen.
        oficinas: cuenta
          ? (cuenta.oficinas ?? []).map((oficina) => oficina._id)
          : oficinas?.length === 1
            ? [oficinas[0]._id]
            : [],
      }}
      enviar={(campos) => guardar(aDatos(campos))}
      exito={`${sustantivo} ${edicion ? 'actualizado' : 'creado'}`}
      error={mensajeError}
      {...cierre}
    >
      <CamposFormulario
        campos={[
          campo.texto('nombre', 'Nombre', { obligatorio: MENSAJES.nombreObligatorio, entrada: { autoComplete: 'off' } }),
          campo.texto('email', 'Email', {
            obligatorio: MENSAJES.emailObligatorio,
            rules: [
              {
                validator: async (_regla, valor?: string) => {
                  if (valor && valor.trim() && !esEmailValido(valor.trim()))
                    throw new Error(MENSAJES.emailInvalido);
                },
              },
            ],
            entrada: { type: 'email', autoComplete: 'off' },
          }),
          campo.contrasena('password', 'Contraseña', {
            obligatorio: edicion ? undefined : MENSAJES.contrasenaRequerida,
            rules: [{ min: LIMITES.contrasenaMinimo, message: MENSAJES.contrasenaCorta }],
            entrada: {
              autoComplete: 'new-password',
              placeholder: edicion
                ? 'Déjela en blanco para mantener la actual'
                : `Mínimo ${LIMITES.contrasenaMinimo} caracteres`,
            },
          }),
          propia &&
            edicion &&
            campo.contrasena('passwordActual', 'Contraseña actual', {
              dependencies: ['password', 'email'],
              extra: 'Para cambiar su propia contraseña o su email.',
              rules: [
                ({ getFieldValue }) => ({
                  validator: async (_regla, valor?: string) => {
                    const cambia =
                      Boolean(getFieldValue('password')) || getFieldValue('email')?.trim() !== cuenta?.email;
                    if (cambia && !valor)
                      throw new Error('Escriba su contraseña actual para cambiar la contraseña o el email');
                  },
                }),
              ],
              entrada: { autoComplete: 'current-password' },
            }),
          opcionesRol !== undefined &&
            campo.seleccion('rol', 'Rol', [...opcionesRol], { obligatorio: MENSAJES.rolObligatorio }),
          conCedula &&
            campo.texto('cedula', 'Cédula', {
              extra: 'Opcional: su documento como tercero en el exporte contable.',
              rules: [
                {
                  validator: async (_regla, valor?: string) => {
                    if (valor?.trim() && !esCedulaValida(valor)) throw new Error(MENSAJES.cedulaInvalida);
                  },
                },
              ],
              entrada: { autoComplete: 'off', inputMode: 'numeric' },
            }),
        ]}
      />
      {ofrecidas !== null && <CampoOficinasCuenta oficinas={ofrecidas} rolFijo={rolInicial} />}
      <CampoTelefono />
      <CamposFormulario
        campos={[
          campo.texto('zona', 'Zona', { entrada: { autoComplete: 'off' } }),
          // Nobody deactivates their own account: the API refuses it (AUTO_DESACTIVACION).
          campo.seleccion('estado', 'Estado', opcionesDe(ESTADOS_ACTIVO, ETIQUETAS_ESTADO_ACTIVO), {
            extra: propia && edicion ? 'No puede desactivar su propia cuenta' : undefined,
            entrada: { disabled: propia && edicion },
          }),
        ]}
      />
      {conPuntoDePartida && (
        <>
          <Typography.Text strong>Punto de partida de las rutas</Typography.Text>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
            Opcional: el recorrido de sus rutas de cobro sale de aquí.
          </Typography.Paragraph>
          <Row gutter={12}>
            <CamposCoordenadas
              etiquetas={{ latitud: 'Latitud de partida', longitud: 'Longitud de partida' }}
              columna={{ span: 12 }}
            />
          </Row>
        </>
      )}
    </FormularioModal>
  );
}
