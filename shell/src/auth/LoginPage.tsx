import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { MENSAJES } from '@cartera/dominio';
import {
  esErrorHttp,
  iniciarSesion,
  MENSAJE_CREDENCIALES_INCORRECTAS,
  toast,
  useSesion,
  useToasts,
} from '@cartera/plataforma';

const TEXTOS = {
  titulo: 'Iniciar Sesión',
  subtitulo: 'Digita tus datos de acceso',
  usuario: 'Usuario',
  contrasena: 'Contraseña',
  entrar: 'Entrar',
  entrando: 'Entrando...',
  bienvenida: (nombre: string) => `¡Bienvenido, ${nombre}!`,
  exito: 'Inicio de sesión exitoso',
  errorGenerico: 'Error al iniciar sesión. Intente nuevamente',
};

const TARJETA = {
  width: '100%',
  maxWidth: 380,
  boxSizing: 'border-box',
  padding: 24,
  background: '#fff',
  border: '1px solid #f0f0f0',
  borderRadius: 8,
} as const;

interface Credenciales {
  email: string;
  password: string;
}

/** Spec §8: the server's message when it sent one; otherwise the fixed texts of the catalogue. */
function mensajeFallo(error: unknown): string {
  if (esErrorHttp(error) && error.status > 0) {
    if (error.message) return error.message;
    if (error.status === 401) return MENSAJE_CREDENCIALES_INCORRECTAS;
  }
  return TEXTOS.errorGenerico;
}

export default function LoginPage() {
  const [form] = Form.useForm<Credenciales>();
  const [enviando, setEnviando] = useState(false);
  const iniciar = useSesion((estado) => estado.iniciar);
  const navegar = useNavigate();

  const entrar = async ({ email, password }: Credenciales) => {
    setEnviando(true);
    try {
      const sesion = await iniciarSesion(email.trim(), password);
      iniciar(sesion.token, sesion.usuario);
      // Earlier failed attempts no longer apply.
      useToasts.getState().limpiar();
      toast.exito(sesion.usuario.nombre ? TEXTOS.bienvenida(sesion.usuario.nombre) : TEXTOS.exito);
      navegar('/dashboard', { replace: true });
    } catch (error) {
      toast.error(mensajeFallo(error));
      setEnviando(false);
    }
  };

  return (
    <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16, background: '#f0f4f3' }}>
      {/* A card drawn by hand: antd's Card brings Tabs and Dropdown (its tab list) to the first screen. The same box
          is painted by index.html before any script runs (shell/plantilla.html). */}
      <div style={TARJETA}>
        <Typography.Title level={2} style={{ marginBottom: 4, textAlign: 'center' }}>
          {TEXTOS.titulo}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {TEXTOS.subtitulo}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={entrar} requiredMark={false} disabled={enviando}>
          <Form.Item
            label={TEXTOS.usuario}
            name="email"
            rules={[{ required: true, whitespace: true, message: MENSAJES.usuarioObligatorio }]}
          >
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            label={TEXTOS.contrasena}
            name="password"
            rules={[{ required: true, message: MENSAJES.contrasenaObligatoria }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={enviando}>
            {enviando ? TEXTOS.entrando : TEXTOS.entrar}
          </Button>
        </Form>
      </div>
    </Flex>
  );
}
