import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import {
  ESTADOS_ACTIVO,
  ETIQUETAS_ESTADO_ACTIVO,
  ETIQUETAS_ROL,
  LIMITES,
  MENSAJES,
  ROLES,
  esEmailValido,
  esTelefonoValido,
  limpiarTelefono,
  type Rol,
  type Usuario,
} from '@cartera/dominio';
import { aplicarErroresServidor, mensajeDeError, toast } from '@cartera/plataforma';
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

interface Campos {
  nombre: string;
  email: string;
  password?: string;
  rol: Rol;
  telefono?: string;
  zona?: string;
  estado: DatosUsuario['estado'];
}

/** Create/edit form (spec §5): nombre and email required, password only on create, blank on edit = unchanged. */
export function UsuarioFormModal({ usuario, rolSesion, guardar, alCerrar, alGuardar }: Props) {
  const [form] = Form.useForm<Campos>();
  const [guardando, setGuardando] = useState(false);
  const edicion = usuario !== null;

  const rolesPermitidos = ROLES.filter(
    (rol) => rol !== 'admin' || rolSesion === 'admin' || usuario?.rol === 'admin',
  );
  const opcionesRol = rolesPermitidos.map((rol) => ({
    value: rol,
    label: ETIQUETAS_ROL[rol],
    disabled: rol === 'admin' && rolSesion !== 'admin',
  }));

  const enviar = async (campos: Campos) => {
    const datos: DatosUsuario = {
      nombre: campos.nombre.trim(),
      email: campos.email.trim(),
      rol: campos.rol,
      telefono: campos.telefono ? limpiarTelefono(campos.telefono) : null,
      zona: campos.zona?.trim() ? campos.zona.trim() : null,
      estado: campos.estado,
    };
    if (campos.password) datos.password = campos.password;
    setGuardando(true);
    try {
      await guardar(datos);
      toast.exito(edicion ? 'Usuario actualizado' : 'Usuario creado');
      alGuardar();
    } catch (error) {
      aplicarErroresServidor(form, error);
      toast.error(mensajeDeError(error, 'Error al guardar usuario'));
      setGuardando(false);
    }
  };

  return (
    <Modal
      open
      title={edicion ? 'Editar Usuario' : 'Nuevo Usuario'}
      okText={edicion ? 'Actualizar' : 'Crear'}
      cancelText="Cancelar"
      onOk={() => form.submit()}
      onCancel={alCerrar}
      confirmLoading={guardando}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form<Campos>
        form={form}
        layout="vertical"
        name="usuario"
        onFinish={enviar}
        initialValues={{
          nombre: usuario?.nombre ?? '',
          email: usuario?.email ?? '',
          password: '',
          rol: usuario?.rol ?? 'cobrador',
          telefono: usuario?.telefono ?? '',
          zona: usuario?.zona ?? '',
          estado: usuario?.estado ?? 'activo',
        }}
      >
        <Form.Item
          label="Nombre"
          name="nombre"
          rules={[{ required: true, whitespace: true, message: MENSAJES.nombreObligatorio }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, whitespace: true, message: MENSAJES.emailObligatorio },
            {
              validator: async (_regla, valor?: string) => {
                if (valor && valor.trim() && !esEmailValido(valor.trim()))
                  throw new Error(MENSAJES.emailInvalido);
              },
            },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Contraseña"
          name="password"
          rules={[
            { required: !edicion, message: MENSAJES.contrasenaRequerida },
            { min: LIMITES.contrasenaMinimo, message: MENSAJES.contrasenaCorta },
          ]}
        >
          <Input.Password
            autoComplete="new-password"
            placeholder={
              edicion
                ? 'Déjela en blanco para mantener la actual'
                : `Mínimo ${LIMITES.contrasenaMinimo} caracteres`
            }
          />
        </Form.Item>
        <Form.Item label="Rol" name="rol" rules={[{ required: true, message: MENSAJES.rolObligatorio }]}>
          <Select options={opcionesRol} />
        </Form.Item>
        <Form.Item
          label="Teléfono"
          name="telefono"
          normalize={(valor?: string) => limpiarTelefono(valor)}
          rules={[
            {
              validator: async (_regla, valor?: string) => {
                if (valor && !esTelefonoValido(valor)) throw new Error(MENSAJES.telefonoInvalido);
              },
            },
          ]}
        >
          <Input inputMode="numeric" maxLength={LIMITES.telefonoDigitos} placeholder="10 dígitos" />
        </Form.Item>
        <Form.Item label="Zona" name="zona">
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item label="Estado" name="estado">
          <Select
            options={ESTADOS_ACTIVO.map((estado) => ({
              value: estado,
              label: ETIQUETAS_ESTADO_ACTIVO[estado],
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
