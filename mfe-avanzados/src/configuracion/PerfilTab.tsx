import { useEffect, useState } from 'react';
import { Button, Card, Descriptions, Flex, Form, Skeleton, Typography } from 'antd';
import {
  ETIQUETAS_ROL,
  LIMITES,
  MENSAJES,
  esEmailValido,
  limpiarTelefono,
  validarContrasenaNueva,
  type CambiosPerfil,
  type Usuario,
} from '@cartera/dominio';
import {
  clienteApi,
  confirmar,
  ErrorDeCarga,
  mensajeDeError,
  reglaDe,
  toast,
  useConsulta,
  useGuardado,
  useSesion,
} from '@cartera/plataforma';
import { CampoTelefono } from '@cartera/plataforma/cuentas';
import { CamposFormulario, campo } from '@cartera/plataforma/formularios';

interface CamposDatos {
  nombre: string;
  email: string;
  telefono?: string;
  passwordActual?: string;
}

/** Own name, email and phone (PUT /api/auth/perfil). Changing the email asks for the current password. */
function DatosPerfil({ usuario, alGuardar }: { usuario: Usuario; alGuardar: (usuario: Usuario) => void }) {
  const [form] = Form.useForm<CamposDatos>();
  const { guardando, ejecutar } = useGuardado(form);
  // Undefined until the field is there, whatever antd's type says.
  const email: unknown = Form.useWatch('email', form);
  const cambiaEmail = typeof email === 'string' && email.trim().toLowerCase() !== usuario.email;

  useEffect(() => {
    form.setFieldsValue({ nombre: usuario.nombre, email: usuario.email, telefono: usuario.telefono ?? '', passwordActual: '' });
  }, [usuario, form]);

  const enviar = async (campos: CamposDatos) => {
    const cambios: CambiosPerfil = {
      nombre: campos.nombre.trim(),
      telefono: campos.telefono ? limpiarTelefono(campos.telefono) : null,
    };
    if (cambiaEmail) {
      cambios.email = campos.email.trim();
      cambios.passwordActual = campos.passwordActual;
    }
    await ejecutar(
      async () => {
        const nuevo = await clienteApi.put('/api/auth/perfil', { cuerpo: cambios });
        alGuardar(nuevo);
        form.setFieldValue('passwordActual', '');
      },
      { exito: 'Perfil actualizado', error: 'Error al guardar el perfil' },
    );
  };

  return (
    <Card title="Mis datos" size="small">
      <Form<CamposDatos> form={form} layout="vertical" name="perfil" onFinish={enviar} style={{ maxWidth: 480 }}>
        <CamposFormulario
          campos={[
            campo.texto('nombre', 'Nombre', {
              obligatorio: MENSAJES.nombreObligatorio,
              rules: [{ max: 120, message: 'El nombre no puede superar 120 caracteres' }],
              entrada: { autoComplete: 'name' },
            }),
            campo.texto('email', 'Email', {
              extra: 'Es su usuario para iniciar sesión.',
              obligatorio: MENSAJES.emailObligatorio,
              rules: [
                {
                  validator: async (_regla, valor?: string) => {
                    if (valor && valor.trim() && !esEmailValido(valor.trim())) throw new Error(MENSAJES.emailInvalido);
                  },
                },
              ],
              entrada: { type: 'email', autoComplete: 'email' },
            }),
            cambiaEmail &&
              campo.contrasena('passwordActual', 'Contraseña actual', {
                extra: 'Para cambiar su email.',
                obligatorio: 'Escriba su contraseña actual para cambiar el email',
                entrada: { autoComplete: 'current-password' },
              }),
          ]}
        />
        <CampoTelefono />
        <Button type="primary" htmlType="submit" loading={guardando}>
          Guardar datos
        </Button>
      </Form>
    </Card>
  );
}

interface CamposContrasena {
  passwordActual: string;
  password: string;
  confirmacion: string;
}

/** The fields of «Cambiar contraseña»: the current one, the new one (the API's rule) and its confirmation. */
const CAMPOS_CONTRASENA = [
  campo.contrasena('passwordActual', 'Contraseña actual', {
    obligatorio: 'Por favor ingrese la contraseña actual',
    entrada: { autoComplete: 'current-password' },
  }),
  campo.contrasena('password', 'Nueva contraseña', {
    rules: [reglaDe((valor?: string) => validarContrasenaNueva(valor))],
    entrada: { autoComplete: 'new-password', placeholder: `Mínimo ${LIMITES.contrasenaMinimo} caracteres` },
  }),
  campo.contrasena('confirmacion', 'Confirmar contraseña', {
    dependencies: ['password'],
    obligatorio: 'Confirme la nueva contraseña',
    rules: [
      ({ getFieldValue }) => ({
        validator: async (_regla, valor?: string) => {
          if (!valor) return;
          const password: unknown = getFieldValue('password');
          const mensaje = validarContrasenaNueva(typeof password === 'string' ? password : undefined, valor);
          if (mensaje === MENSAJES.contrasenasNoCoinciden) throw new Error(mensaje);
        },
      }),
    ],
    entrada: { autoComplete: 'new-password' },
  }),
];

/**
 * Own password (PUT /api/auth/password) with confirmation (spec §5 Profile: 'Las contraseñas no coinciden'). The
 * server ends every other session; this one keeps going with the token it returns.
 */
function CambiarContrasena() {
  const [form] = Form.useForm<CamposContrasena>();
  const { guardando, ejecutar } = useGuardado(form);

  const enviar = async (campos: CamposContrasena) => {
    await ejecutar(
      async () => {
        const { token, usuario } = await clienteApi.put('/api/auth/password', {
          cuerpo: { passwordActual: campos.passwordActual, password: campos.password },
        });
        useSesion.getState().iniciar(token, usuario);
        form.resetFields();
      },
      {
        exito: 'Contraseña actualizada exitosamente',
        error: 'Error al cambiar la contraseña',
        alTerminar: () => toast.info('Las demás sesiones abiertas con su cuenta se cerraron'),
      },
    );
  };

  return (
    <Card title="Cambiar contraseña" size="small">
      <Form<CamposContrasena> form={form} layout="vertical" name="contrasena" onFinish={enviar} style={{ maxWidth: 480 }}>
        <CamposFormulario campos={CAMPOS_CONTRASENA} />
        <Button type="primary" htmlType="submit" loading={guardando}>
          Cambiar contraseña
        </Button>
      </Form>
    </Card>
  );
}

export const CONFIRMAR_CERRAR_OTRAS =
  '¿Cerrar todas las demás sesiones abiertas con su cuenta (otros navegadores y dispositivos)? Esta sesión sigue abierta.';

/** 'Cerrar las demás sesiones': the server revokes every other session of this account (a forgotten or stolen one). */
function SesionesAbiertas() {
  const [cerrando, setCerrando] = useState(false);

  const cerrarOtras = async () => {
    if (!(await confirmar(CONFIRMAR_CERRAR_OTRAS))) return;
    setCerrando(true);
    try {
      const { cerradas } = await clienteApi.post('/api/auth/sesiones/cerrar-otras');
      toast.exito(
        cerradas === 0
          ? 'No había otras sesiones abiertas'
          : cerradas === 1
            ? 'Se cerró 1 sesión más'
            : `Se cerraron ${cerradas} sesiones más`,
      );
    } catch (error) {
      toast.error(mensajeDeError(error, 'No se pudieron cerrar las demás sesiones'));
    } finally {
      setCerrando(false);
    }
  };

  return (
    <Card title="Sesiones" size="small">
      <Typography.Paragraph type="secondary">
        Si dejó su sesión abierta en otro equipo o sospecha que alguien más la usa, ciérrela desde aquí.
      </Typography.Paragraph>
      <Button danger loading={cerrando} onClick={() => void cerrarOtras()}>
        Cerrar las demás sesiones
      </Button>
    </Card>
  );
}

/** 'Mi Perfil': who I am, my data, my password and my other sessions. */
export function PerfilTab() {
  const actualizarUsuario = useSesion((estado) => estado.actualizarUsuario);
  const { datos, error } = useConsulta(() => clienteApi.get('/api/auth/profile'), []);
  const [usuario, setUsuario] = useState<Usuario | undefined>(undefined);
  const actual = usuario ?? datos;

  if (error) return <ErrorDeCarga error={error} texto="Error al cargar el perfil" />;
  if (!actual) return <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        items={[
          { key: 'rol', label: 'Rol', children: ETIQUETAS_ROL[actual.rol] },
          { key: 'zona', label: 'Zona', children: actual.zona || '—' },
        ]}
      />
      <DatosPerfil
        usuario={actual}
        alGuardar={(nuevo) => {
          setUsuario(nuevo);
          // The top bar's 'Bienvenido, {nombre}' reads the session user.
          actualizarUsuario(nuevo);
        }}
      />
      <CambiarContrasena />
      <SesionesAbiertas />
      <Typography.Paragraph type="secondary">
        El rol, la zona y el estado de su cuenta los cambia un administrador en Usuarios.
      </Typography.Paragraph>
    </Flex>
  );
}
