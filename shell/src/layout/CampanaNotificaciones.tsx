import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { formatearFechaHora, type AvisoBandeja } from '@cartera/dominio';
import { clienteApi, mensajeDeError, toast } from '@cartera/plataforma';

/** Cada cuánto se vuelve a contar lo no leído (y al abrir la campana). */
const INTERVALO_MS = 30_000;

/** The bell's calls (/api/notificaciones/bandeja) through the generated client (docs/decisiones/cliente-generado.md). */
const bandejaApi = {
  noLeidas: async () => (await clienteApi.get('/api/notificaciones/bandeja/no-leidas')).noLeidas,
  /** The latest ten, with the unread count the page sends beside them. */
  listar: () => clienteApi.get('/api/notificaciones/bandeja', { consulta: { page: 1, limit: 10 } }),
  leer: (id: string) => clienteApi.post('/api/notificaciones/bandeja/{id}/leer', { ruta: { id } }),
  leerTodas: () => clienteApi.post('/api/notificaciones/bandeja/leer-todas'),
};

/** The bell in the top bar: unread count of the user's 'sistema' notifications and the latest ones in a popover. */
export function CampanaNotificaciones() {
  const [noLeidas, setNoLeidas] = useState(0);
  const [avisos, setAvisos] = useState<AvisoBandeja[] | null>(null);
  const [abierta, setAbierta] = useState(false);

  // Cada lectura sube la versión: un conteo que salió antes de leer y vuelve después no pisa el número nuevo.
  const version = useRef(0);
  const contar = useCallback(() => {
    const desde = version.current;
    bandejaApi.noLeidas().then(
      (n) => {
        if (version.current === desde) setNoLeidas(n);
      },
      () => undefined,
    );
  }, []);

  useEffect(() => {
    contar();
    const temporizador = setInterval(contar, INTERVALO_MS);
    return () => clearInterval(temporizador);
  }, [contar]);

  const abrir = async (valor: boolean) => {
    setAbierta(valor);
    if (!valor) return;
    try {
      version.current += 1;
      const bandeja = await bandejaApi.listar();
      setAvisos(bandeja.data);
      setNoLeidas(bandeja.noLeidas);
    } catch (error) {
      toast.error(mensajeDeError(error, 'Error al cargar notificaciones'));
    }
  };

  const leer = async (aviso: AvisoBandeja) => {
    if (aviso.leida) return;
    version.current += 1;
    const r = await bandejaApi.leer(aviso._id);
    setNoLeidas(r.noLeidas);
    setAvisos((actuales) => actuales?.map((a) => (a._id === aviso._id ? { ...a, leida: true } : a)) ?? null);
  };

  const leerTodas = async () => {
    version.current += 1;
    await bandejaApi.leerTodas();
    setNoLeidas(0);
    setAvisos((actuales) => actuales?.map((a) => ({ ...a, leida: true })) ?? null);
  };

  const contenido = (
    <div style={{ width: 340, maxWidth: '80vw' }}>
      {avisos && avisos.length === 0 ? (
        <Empty description="Sin notificaciones" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <List<AvisoBandeja>
          size="small"
          loading={avisos === null}
          dataSource={avisos ?? []}
          renderItem={(aviso) => (
            <List.Item
              onClick={() => void leer(aviso)}
              style={{
                cursor: aviso.leida ? 'default' : 'pointer',
                background: aviso.leida ? undefined : '#f0f7ff',
                paddingInline: 8,
              }}
            >
              <List.Item.Meta
                title={<span style={{ fontWeight: aviso.leida ? 400 : 600 }}>{aviso.titulo}</span>}
                description={
                  <>
                    <Typography.Paragraph style={{ margin: 0 }} ellipsis={{ rows: 3 }}>
                      {aviso.mensaje}
                    </Typography.Paragraph>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {formatearFechaHora(aviso.fecha)}
                    </Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={abierta}
      onOpenChange={(valor) => void abrir(valor)}
      title={
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <span>Notificaciones</span>
          {noLeidas > 0 && (
            <Button size="small" type="link" onClick={() => void leerTodas()}>
              Marcar todas como leídas
            </Button>
          )}
        </div>
      }
      content={contenido}
    >
      <Badge count={noLeidas} size="small" overflowCount={99}>
        <Button
          type="text"
          aria-label={noLeidas > 0 ? `Notificaciones: ${noLeidas} sin leer` : 'Notificaciones'}
          icon={<BellOutlined />}
          style={{ color: '#fff' }}
        />
      </Badge>
    </Popover>
  );
}
