import { useState } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import {
  ESTADOS_ACTIVO,
  ETIQUETAS_ESTADO_ACTIVO,
  LIMITES,
  MENSAJES,
  esEmailValido,
  esTelefonoValido,
  limpiarTelefono,
  type Cobrador,
  type EstadoActivo,
} from '@cartera/dominio';
import { aplicarErroresServidor, mensajeDeError, toast } from '@cartera/plataforma';
import type { DatosCobrador } from './cobradores.api';

interface Props {
  /** The collector being edited, or `null` for 'Nuevo Cobrador'. */
  cobrador: Cobrador | null;
  guardar: (datos: DatosCobrador) => Promise<unknown>;
  alCerrar: () => void;
  alGuardar: () => void;
}

interface Campos {
  nombre: string;
  email: string;
  password?: string;
  telefono?: string;
  zona?: string;
  estado: EstadoActivo;
}

/**
 * Create/edit form (spec §5 User/collector): nombre and email required, password required only on create and
 * blank on edit = unchanged. The role is not offered: a collector is always rol cobrador (spec §6).
 */
export function CobradorFormModal({ cobrador, guardar, alCerrar, alGuardar }: Props) {
  const [form] = Form.useForm<Campos>();
  const [guardando, setGuardando] = useState(false);
  const edicion = cobrador !== null;

  const enviar = async (campos: Campos) => {
    const datos: DatosCobrador = {
      nombre: campos.nombre.trim(),
      email: campos.email.trim(),
      rol: 'cobrador',
      telefono: campos.telefono ? limpiarTelefono(campos.telefono) : null,
      zona: campos.zona?.trim() ? campos.zona.trim() : null,
      estado: campos.estado,
    };
    if (campos.password) datos.password = campos.password;
    setGuardando(true);
    try {
      await guardar(datos);
      toast.exito(edicion ? 'Cobrador actualizado' : 'Cobrador creado');
      alGuardar();
    } catch (error) {
      aplicarErroresServidor(form, error);
      toast.error(mensajeDeError(error, 'Error al guardar cobrador'));
      setGuardando(false);
    }
  };

  return (
    <Modal
      open
      title={edicion ? 'Editar Cobrador' : 'Nuevo Cobrador'}
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
        name="cobrador"
        onFinish={enviar}
        initialValues={{
          nombre: cobrador?.nombre ?? '',
          email: cobrador?.email ?? '',
          password: '',
          telefono: cobrador?.telefono ?? '',
          zona: cobrador?.zona ?? '',
          estado: cobrador?.estado ?? 'activo',
        }}
      >
        <Form.Item label="Nombre" name="nombre" rules={[{ required: true, whitespace: true, message: MENSAJES.nombreObligatorio }]}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="Email"
          name="email"
          rules={[
            { required: true, whitespace: true, message: MENSAJES.emailObligatorio },
            {
              validator: async (_regla, valor?: string) => {
                if (valor && valor.trim() && !esEmailValido(valor.trim())) throw new Error(MENSAJES.emailInvalido);
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
              edicion ? 'Déjela en blanco para mantener la actual' : `Mínimo ${LIMITES.contrasenaMinimo} caracteres`
            }
          />
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
          <Select options={ESTADOS_ACTIVO.map((estado) => ({ value: estado, label: ETIQUETAS_ESTADO_ACTIVO[estado] }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
