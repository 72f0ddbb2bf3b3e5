import { useState } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Row, Space, Switch, Typography } from 'antd';
import { CUERPO_PROVEEDOR_POR_DEFECTO, VARIABLES_CUERPO_PROVEEDOR, type CanalExterno } from '@cartera/dominio';
import { Cargando, clienteApi, useConsulta, useGuardado } from '@cartera/plataforma';
import type { CanalConfigurado } from '@cartera/dominio';

const RUTAS_PRUEBA = {
  email: '/api/notificaciones/canales/email/prueba',
  sms: '/api/notificaciones/canales/sms/prueba',
  whatsapp: '/api/notificaciones/canales/whatsapp/prueba',
} as const satisfies Record<CanalExterno, string>;

const TITULOS: Record<CanalExterno, string> = { email: 'Email (SMTP)', sms: 'SMS (proveedor HTTP)', whatsapp: 'WhatsApp (proveedor HTTP)' };

function PruebaCanal({ canal }: { canal: CanalExterno }) {
  const [destino, setDestino] = useState('');
  const { guardando: enviando, ejecutar } = useGuardado();
  const probar = () =>
    ejecutar(() => clienteApi.post(RUTAS_PRUEBA[canal], { cuerpo: { destino } }), {
      exito: (r) => `Mensaje de prueba enviado a ${r.destino}`,
      error: 'No se pudo enviar el mensaje de prueba',
    });
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        aria-label={`Destino de prueba ${canal}`}
        placeholder={canal === 'email' ? 'correo@ejemplo.com' : 'Teléfono de 10 dígitos'}
        value={destino}
        onChange={(e) => setDestino(e.target.value)}
      />
      <Button onClick={() => void probar()} loading={enviando} disabled={!destino.trim()}>
        Enviar mensaje de prueba
      </Button>
    </Space.Compact>
  );
}

/** The form's values: the email channel's fields or the HTTP ones; an empty secret keeps the saved one. */
interface ValoresCanal {
  activo: boolean;
  host?: string;
  puerto?: number;
  usuario?: string;
  contrasena?: string;
  remitente?: string;
  seguro?: boolean;
  url?: string;
  cabeceraSecreto?: string;
  token?: string;
  cuerpo?: string;
}

/** Saves a channel; an empty secret is left out, so the server keeps the saved one (it never sends it back). */
function guardarCanal(canal: CanalExterno, v: ValoresCanal) {
  if (canal === 'email') {
    return clienteApi.put('/api/notificaciones/canales/email', {
      cuerpo: {
        activo: v.activo,
        host: v.host ?? '',
        puerto: v.puerto ?? 587,
        usuario: v.usuario,
        contrasena: v.contrasena || undefined,
        remitente: v.remitente ?? '',
        seguro: v.seguro ?? false,
      },
    });
  }
  const cuerpo = {
    activo: v.activo,
    url: v.url ?? '',
    cabeceraSecreto: v.cabeceraSecreto,
    token: v.token || undefined,
    cuerpo: v.cuerpo ?? '',
  };
  return canal === 'sms'
    ? clienteApi.put('/api/notificaciones/canales/sms', { cuerpo })
    : clienteApi.put('/api/notificaciones/canales/whatsapp', { cuerpo });
}

function CanalCard({ canal, alGuardar }: { canal: CanalConfigurado; alGuardar: () => void }) {
  const [form] = Form.useForm<ValoresCanal>();
  const { guardando, ejecutar } = useGuardado(form);
  const esEmail = canal.canal === 'email';
  const guardar = async (valores: ValoresCanal) => {
    await ejecutar(() => guardarCanal(canal.canal, valores), {
      exito: 'Canal guardado',
      error: 'No se pudo guardar el canal',
      alTerminar: alGuardar,
    });
  };
  const a = canal.ajustes;
  return (
    <Card title={TITULOS[canal.canal]} style={{ height: '100%' }}>
      <Form
        form={form}
        layout="vertical"
        onFinish={guardar}
        initialValues={
          esEmail
            ? { activo: canal.activo, host: a.host, puerto: a.puerto ?? 587, usuario: a.usuario ?? '', remitente: a.remitente, seguro: a.seguro ?? false }
            : { activo: canal.activo, url: a.url, cabeceraSecreto: a.cabeceraSecreto ?? '', cuerpo: a.cuerpo ?? CUERPO_PROVEEDOR_POR_DEFECTO }
        }
      >
        <Form.Item label="Activo" name="activo" valuePropName="checked">
          <Switch />
        </Form.Item>
        {esEmail ? (
          <>
            <Form.Item label="Servidor SMTP" name="host" rules={[{ required: true, message: 'El servidor SMTP es obligatorio' }]}>
              <Input placeholder="smtp.example.com" />
            </Form.Item>
            <Form.Item label="Puerto" name="puerto" rules={[{ required: true, message: 'El puerto es obligatorio' }]}>
              <InputNumber min={1} max={65535} style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item label="Usuario" name="usuario">
              <Input autoComplete="off" />
            </Form.Item>
            <Form.Item label="Contraseña" name="contrasena" extra={canal.secretoConfigurado ? 'Hay una contraseña guardada; déjela vacía para conservarla (si cambia el servidor, el puerto o el usuario, escríbala de nuevo).' : undefined}>
              <Input.Password autoComplete="new-password" placeholder={canal.secretoConfigurado ? '••••••••' : ''} />
            </Form.Item>
            <Form.Item label="Remitente" name="remitente" rules={[{ required: true, message: 'El remitente es obligatorio' }]}>
              <Input placeholder="Cartera <avisos@example.com>" />
            </Form.Item>
            <Form.Item label="TLS desde el inicio (puerto 465)" name="seguro" valuePropName="checked">
              <Switch />
            </Form.Item>
          </>
        ) : (
          <>
            <Form.Item label="URL del proveedor" name="url" rules={[{ required: true, message: 'La URL del proveedor es obligatoria' }]}>
              <Input placeholder="https://proveedor.example.com/v1/mensajes" />
            </Form.Item>
            <Form.Item label="Cabecera del token" name="cabeceraSecreto" extra="Vacía: Authorization: Bearer <token>. Si el proveedor espera la clave en otra cabecera (p. ej. X-Api-Key), escríbala aquí; nunca ponga claves en la URL ni en el cuerpo.">
              <Input placeholder="Authorization: Bearer" autoComplete="off" />
            </Form.Item>
            <Form.Item label="Token" name="token" extra={canal.secretoConfigurado ? 'Hay un token guardado; déjelo vacío para conservarlo (si cambia la URL, escríbalo de nuevo).' : undefined}>
              <Input.Password autoComplete="new-password" placeholder={canal.secretoConfigurado ? '••••••••' : ''} />
            </Form.Item>
            <Form.Item
              label="Cuerpo JSON"
              name="cuerpo"
              rules={[{ required: true, message: 'La plantilla del cuerpo es obligatoria' }]}
              extra={<Typography.Text type="secondary">Variables: {VARIABLES_CUERPO_PROVEEDOR.map((v) => `{{${v}}}`).join(' ')}</Typography.Text>}
            >
              <Input.TextArea rows={3} />
            </Form.Item>
          </>
        )}
        <Button type="primary" htmlType="submit" loading={guardando} style={{ marginBottom: 16 }}>
          Guardar
        </Button>
      </Form>
      <PruebaCanal canal={canal.canal} />
    </Card>
  );
}

/** Configuración: the channels' settings (admin only; secrets are write-only) and a test message per channel. */
export function CanalesTab() {
  const canales = useConsulta(() => clienteApi.get('/api/notificaciones/canales'), []);
  if (!canales.datos) return <Cargando />;
  return (
    <Row gutter={[16, 16]}>
      {canales.datos.map((canal) => (
        <Col xs={24} lg={8} key={`${canal.canal}-${canal.updatedAt}`}>
          <CanalCard canal={canal} alGuardar={canales.recargar} />
        </Col>
      ))}
    </Row>
  );
}
