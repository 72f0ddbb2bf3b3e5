import { Button, Card, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { CuerpoOficina, Oficina } from '@cartera/dominio';
import { clienteApi, ErrorDeCarga, modalDiferido, useConsulta, useDialogo } from '@cartera/plataforma';
import { AccionesFila } from '@cartera/plataforma/listado';

// Loaded when first opened (modalDiferido): the tab does not wait for the form.
const OficinaFormModal = modalDiferido(() =>
  import('./OficinaFormModal').then((m) => ({ default: m.OficinaFormModal })),
);

/** /api/oficinas through the generated client (docs/decisiones/cliente-generado.md). */
const oficinasApi = {
  listar: () => clienteApi.get('/api/oficinas'),
  crear: (cuerpo: CuerpoOficina) => clienteApi.post('/api/oficinas', { cuerpo }),
  actualizar: (id: string, cuerpo: CuerpoOficina) => clienteApi.put('/api/oficinas/{id}', { ruta: { id }, cuerpo }),
};

/**
 * Configuración › Oficinas (the admin's only, docs/decisiones/oficinas.md): the organisation's offices with their code,
 * city and the office they depend on; «Nueva oficina» and «Editar» open the same form.
 */
export function OficinasTab() {
  const oficinas = useConsulta(oficinasApi.listar, [], { guardarComo: 'oficinas-configuracion' });
  const dialogo = useDialogo<{ oficina: Oficina | null }>(oficinas.recargar);
  const abierta = dialogo.abierto;

  return (
    <Card
      title="Oficinas"
      size="small"
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => dialogo.abrir({ oficina: null })}>
          Nueva oficina
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">
        Cada cliente, préstamo y cobro es de una oficina. Un gerente ve las oficinas que tiene asignadas en Usuarios;
        un cobrador, la suya. Una oficina puede depender de otra, a lo sumo en dos niveles.
      </Typography.Paragraph>
      {oficinas.error ? (
        <ErrorDeCarga error={oficinas.error} texto="Error al cargar las oficinas" />
      ) : (
        <Table<Oficina>
          rowKey="_id"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          loading={oficinas.cargando}
          dataSource={oficinas.datos ?? []}
          locale={{ emptyText: 'Sin oficinas' }}
          columns={[
            { title: 'Código', dataIndex: 'codigo', key: 'codigo' },
            { title: 'Nombre', dataIndex: 'nombre', key: 'nombre' },
            { title: 'Ciudad', dataIndex: 'ciudad', key: 'ciudad' },
            {
              title: 'Oficina padre',
              key: 'padre',
              render: (_valor, oficina) => oficina.padre?.nombre ?? '—',
            },
            {
              title: 'Acciones',
              key: 'acciones',
              render: (_valor, oficina) => (
                <AccionesFila nombre={oficina.nombre} conTexto alEditar={() => dialogo.abrir({ oficina })} />
              ),
            },
          ]}
        />
      )}
      {abierta && (
        <OficinaFormModal
          oficina={abierta.oficina}
          oficinas={oficinas.datos ?? []}
          guardar={(cuerpo) =>
            abierta.oficina ? oficinasApi.actualizar(abierta.oficina._id, cuerpo) : oficinasApi.crear(cuerpo)
          }
          {...dialogo.cierre}
        />
      )}
    </Card>
  );
}
