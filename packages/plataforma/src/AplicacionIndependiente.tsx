import { useState } from 'react';
import { BrowserRouter, Link, Navigate, Route, Routes } from 'react-router-dom';
import { Button, Flex, Form, Input, Layout, Typography } from 'antd';
import {
  Confirmaciones,
  DiagnosticoOverlay,
  ErrorBoundary,
  iniciarSesion,
  mensajeDeError,
  ProveedorCartera,
  RegistroRutas,
  Toaster,
  toast,
  useSesion,
  type RutasRemoto,
} from '@cartera/plataforma';

interface Props {
  /** Module Federation name of the remote, shown in the header. */
  nombre: string;
  rutas: RutasRemoto;
}

function SesionDesarrollo() {
  const usuario = useSesion((estado) => estado.usuario);
  const iniciar = useSesion((estado) => estado.iniciar);
  const cerrar = useSesion((estado) => estado.cerrar);
  const [enviando, setEnviando] = useState(false);

  if (usuario) {
    return (
      <Flex align="center" gap={8}>
        <Typography.Text style={{ color: '#fff' }}>{usuario.email}</Typography.Text>
        <Button size="small" onClick={cerrar}>
          Salir
        </Button>
      </Flex>
    );
  }

  const entrar = async ({ email, password }: { email: string; password: string }) => {
    setEnviando(true);
    try {
      const sesion = await iniciarSesion(email, password);
      iniciar(sesion.token, sesion.usuario);
    } catch (error) {
      toast.error(mensajeDeError(error, 'Error al iniciar sesión. Intente nuevamente'));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Form layout="inline" onFinish={entrar} size="small">
      <Form.Item name="email" rules={[{ required: true, message: 'Por favor ingrese el usuario' }]}>
        <Input placeholder="Usuario" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: 'Por favor ingrese la contraseña' }]}>
        <Input.Password placeholder="Contraseña" autoComplete="current-password" />
      </Form.Item>
      <Button htmlType="submit" type="primary" loading={enviando}>
        Entrar
      </Button>
    </Form>
  );
}

/**
 * A remote opened on its own dev port: its routes inside a router and the portal's providers, plus a
 * compact sign-in (the session is per origin, so the shell's session does not carry over).
 */
export function AplicacionIndependiente({ nombre, rutas }: Props) {
  const segmentos = Object.keys(rutas);
  return (
    <ProveedorCartera>
      <BrowserRouter>
        <RegistroRutas />
        <Layout style={{ minHeight: '100vh' }}>
          <Layout.Header
            style={{ display: 'flex', alignItems: 'center', gap: 16, paddingInline: 16, flexWrap: 'wrap' }}
          >
            <Typography.Text strong style={{ color: '#fff' }}>
              {nombre} (independiente)
            </Typography.Text>
            <Flex gap={12} wrap style={{ flex: 1 }}>
              {segmentos.map((segmento) => (
                <Link key={segmento} to={`/${segmento}`} style={{ color: '#fff' }}>
                  /{segmento}
                </Link>
              ))}
            </Flex>
            <DiagnosticoOverlay />
            <SesionDesarrollo />
          </Layout.Header>
          <Layout.Content style={{ padding: 24 }}>
            <ErrorBoundary>
              <Routes>
                {Object.entries(rutas).map(([segmento, Pantalla]) => (
                  <Route key={segmento} path={`/${segmento}/*`} element={<Pantalla />} />
                ))}
                <Route path="*" element={<Navigate to={`/${segmentos[0] ?? ''}`} replace />} />
              </Routes>
            </ErrorBoundary>
          </Layout.Content>
        </Layout>
        <Toaster />
        <Confirmaciones />
      </BrowserRouter>
    </ProveedorCartera>
  );
}
