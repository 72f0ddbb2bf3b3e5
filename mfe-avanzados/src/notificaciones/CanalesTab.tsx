import { useState } from 'react';
import { Button, Card, Col, Form, Input, Row, Space, Typography, type InputProps } from 'antd';
import { CUERPO_PROVEEDOR_POR_DEFECTO, VARIABLES_CUERPO_PROVEEDOR, type CanalExterno } from '@cartera/dominio';
import { Cargando, clienteApi, useConsulta, useGuardado } from '@cartera/plataforma';
import type { CanalConfigurado } from '@cartera/dominio';
import { CamposFormulario, campo, type Campo, type OpcionesCampo } from '@cartera/plataforma/formularios';

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

type Secreto = (ayuda: string) => OpcionesCampo & { entrada: InputProps };

/** The SMTP server's fields. */
const camposEmail = (secreto: Secreto): Campo[] => [
  campo.texto('host', 'Servidor SMTP', {
    obligatorio: 'El servidor SMTP es obligatorio',
    entrada: { placeholder: 'smtp.example.com' },
  }),
  campo.numero('puerto', 'Puerto', { obligatorio: 'El puerto es obligatorio', entrada: { min: 1, max: 65535 } }),
  campo.texto('usuario', 'Usuario', { entrada: { autoComplete: 'off' } }),
  campo.contrasena(
    'contrasena',
    'Contraseña',
    secreto(
      'Hay una contraseña guardada; déjela vacía para conservarla (si cambia el servidor, el puerto o el usuario, escríbala de nuevo).',
    ),
  ),
  campo.texto('remitente', 'Remitente', {
    obligatorio: 'El remitente es obligatorio',
    entrada: { placeholder: 'Cartera <avisos@example.com>' },
  }),
  campo.interruptor('seguro', 'TLS desde el inicio (puerto 465)'),
];

/** An HTTP provider's fields (SMS, WhatsApp). */
const camposHttp = (secreto: Secreto): Campo[] => [
  campo.texto('url', 'URL del proveedor', {
    obligatorio: 'La URL del proveedor es obligatoria',
    entrada: { placeholder: 'https://proveedor.example.com/v1/mensajes' },
  }),
  campo.texto('cabeceraSecreto', 'Cabecera del token', {
    extra:
      'Vacía: Authorization: Bearer <token>. Si el proveedor espera la clave en otra cabecera (p. ej. X-Api-Key), escríbala aquí; nunca ponga claves en la URL ni en el cuerpo.',
    entrada: { placeholder: 'Authorization: Bearer', autoComplete: 'off' },
  }),
  campo.contrasena(
    'token',
    'Token',
    secreto('Hay un token guardado; déjelo vacío para conservarlo (si cambia la URL, escríbalo de nuevo).'),
  ),
  campo.area('cuerpo', 'Cuerpo JSON', {
    obligatorio: 'La plantilla del cuerpo es obligatoria',
    filas: 3,
    extra: (
      <Typography.Text type="secondary">
        Variables: {VARIABLES_CUERPO_PROVEEDOR.map((v) => `{{${v}}}`).join(' ')}
      </Typography.Text>
    ),
  }),
];

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
  // A secret is write-only: the field says whether one is saved, and empty keeps it.
  const secreto: Secreto = (ayuda) => ({
    extra: canal.secretoConfigurado ? ayuda : undefined,
    entrada: { autoComplete: 'new-password', placeholder: canal.secretoConfigurado ? '••••••••' : '' },
  });
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
        <CamposFormulario campos={[campo.interruptor('activo', 'Activo'), ...(esEmail ? camposEmail(secreto) : camposHttp(secreto))]} />
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
