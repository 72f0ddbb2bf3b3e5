import { Link } from 'react-router-dom';
import { Button, Flex, Space, Tag, Typography, type TableProps } from 'antd';
import { PlusOutlined, WalletOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import {
  etiquetaOrigenCobro,
  formatearCOP,
  formatearFecha,
  nombreCobrador,
  ORDENES_COBROS,
  type Cobro,
  type ConsultaCobros,
} from '@cartera/dominio';
import {
  clienteApi,
  nuevaClaveIdempotencia,
  Titulo,
  useSelectorCobradores,
  useSesion,
  modalDiferido,
  SelectorRangoFechas,
  useDialogo,
  useVariasOficinas,
} from '@cartera/plataforma';
import {
  AccionesFila,
  BarraFiltros,
  OficinaBajoElNombre,
  eliminarConConfirmacion,
  FiltroCobrador,
  MarcaFueraDeSitio,
  ordenConocido,
  TablaPaginada,
  useListado,
  type FiltrosListado,
  SOLO_PANTALLA_ANCHA,
  TextoLargo,
} from '@cartera/plataforma/listado';
import { versionModulo } from '../version';

// Loaded when first opened (modalDiferido): the screen does not wait for the form and its fields.
const CobroFormModal = modalDiferido(() => import('./CobroFormModal').then((m) => ({ default: m.CobroFormModal })));

type Edicion = { cobro: Cobro | null };

const COLORES_ORIGEN: Readonly<Record<string, string>> = {
  cobro: 'blue',
  pago_cuota: 'geekblue',
  marcado_pagado: 'purple',
};

/**
 * 'Gestión de Cobros' (spec §2 Collections): search by client or loan, collector and date filters, 10 per page,
 * the register modal, and edit/delete for admin and gerente. A cobrador sees only their own collections (the API
 * scopes the list) and may register, but not edit or delete (docs/decisiones/roles-y-permisos.md).
 */
export default function CobrosPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const administra = rol === 'admin' || rol === 'gerente';
  const variasOficinas = useVariasOficinas();
  const lista = useListado<ConsultaCobros & FiltrosListado, Cobro>({
    consultar: ({ sort, ...consulta }) =>
      clienteApi.get('/api/cobros', { consulta: { ...consulta, sort: ordenConocido(ORDENES_COBROS, sort) } }),
    mensajeError: 'Error al cargar cobros',
    guardarComo: 'cobros',
  });
  const cobradores = useSelectorCobradores({
    incluirInactivos: true,
    pedir: administra,
    guardarComo: 'cobros-cobradores',
  });
  const { cambiarFiltros, filtro, recargar } = lista;
  const dialogoCobro = useDialogo<Edicion>(recargar);
  const edicion = dialogoCobro.abierto;

  const cambiarFechas = (rango: [Dayjs | null, Dayjs | null] | null) =>
    cambiarFiltros({
      fechaDesde: rango?.[0]?.format('YYYY-MM-DD'),
      fechaHasta: rango?.[1]?.format('YYYY-MM-DD'),
    });

  const eliminar = (cobro: Cobro) =>
    eliminarConConfirmacion({
      pregunta:
        `¿Eliminar el cobro de ${formatearCOP(cobro.monto)} del ${formatearFecha(cobro.fecha)} ` +
        `(${cobro.prestamo.cliente.nombre}, préstamo #${cobro.prestamo.numero})? Sus pagos se revertirán en el plan.`,
      // After the confirmation: one Idempotency-Key per confirmed click.
      eliminar: () => clienteApi.delete('/api/cobros/{id}', { ruta: { id: cobro._id }, clave: nuevaClaveIdempotencia() }),
      exito: 'Cobro eliminado',
      error: 'Error al eliminar cobro',
      alTerminar: recargar,
    });

  const columnas: TableProps<Cobro>['columns'] = [
    { title: 'Fecha', dataIndex: 'fecha', key: 'fecha', sorter: true, render: (fecha: string) => formatearFecha(fecha) },
    {
      title: 'Cliente',
      key: 'cliente',
      render: (_valor, cobro) => (
        <Flex vertical>
          <TextoLargo texto={cobro.prestamo.cliente.nombre} ancho={170} />
          <OficinaBajoElNombre oficina={cobro.oficina} visible={variasOficinas} />
        </Flex>
      ),
    },
    {
      title: 'Préstamo',
      key: 'prestamo',
      render: (_valor, cobro) => <Link to={`/prestamos/${cobro.prestamo._id}/plan`}>#{cobro.prestamo.numero}</Link>,
    },
    {
      title: 'Monto',
      dataIndex: 'monto',
      key: 'monto',
      sorter: true,
      align: 'right',
      render: (monto: number) => formatearCOP(monto),
    },
    {
      title: 'Cobrador',
      key: 'cobrador',
      render: (_valor, cobro) =>
        cobro.cobrador ? (
          <TextoLargo texto={cobro.cobrador.nombre} ancho={150} />
        ) : (
          <Typography.Text type="secondary">{nombreCobrador(null)}</Typography.Text>
        ),
    },
    {
      title: 'Observaciones',
      dataIndex: 'observaciones',
      key: 'observaciones',
      responsive: SOLO_PANTALLA_ANCHA,
      render: (observaciones: string | null) => <TextoLargo texto={observaciones} ancho={180} />,
    },
    {
      title: 'Origen',
      dataIndex: 'origen',
      key: 'origen',
      render: (origen: string, cobro) => (
        <Flex vertical gap={4} align="flex-start">
          <Tag color={COLORES_ORIGEN[origen] ?? 'default'}>{etiquetaOrigenCobro(origen)}</Tag>
          <MarcaFueraDeSitio ubicacion={cobro.ubicacion} />
        </Flex>
      ),
    },
  ];
  if (administra) {
    columnas.push({
      title: 'Acciones',
      key: 'acciones',
      render: (_valor, cobro) => (
        <AccionesFila alEditar={() => dialogoCobro.abrir({ cobro })} alEliminar={() => void eliminar(cobro)} />
      ),
    });
  }

  return (
    <>
      <Titulo
        acciones={
          <Space>
            <Link to="/cobros/caja">
              <Button icon={<WalletOutlined />}>{administra ? 'Entregas de caja' : 'Mi caja'}</Button>
            </Link>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => dialogoCobro.abrir({ cobro: null })}>
              Registrar Cobro
            </Button>
          </Space>
        }
      >
        Gestión de Cobros
        {versionModulo() && (
          <>
            {' '}
            <Tag style={{ marginInlineStart: 8, verticalAlign: 'middle' }}>Versión {versionModulo()}</Tag>
          </>
        )}
      </Titulo>

      <BarraFiltros
        busqueda={lista.busqueda('search', 'Buscar cobros', 'Buscar por cliente, cédula o número de préstamo', {
          ancho: 340,
        })}
      >
        {administra && (
          <FiltroCobrador cobradores={cobradores} {...filtro('cobrador')} />
        )}
        <SelectorRangoFechas
          format="DD/MM/YYYY"
          placeholder={['Desde', 'Hasta']}
          aria-label="Filtrar por fecha"
          onChange={(rango) => cambiarFechas(rango)}
        />
      </BarraFiltros>

      <TablaPaginada<Cobro> listado={lista} columns={columnas} etiquetaTotal={(total) => `${total} cobros`} />

      {edicion && (
        <CobroFormModal
          cobro={edicion.cobro}
          puedeElegirCobrador={administra}
          guardar={(cuerpo, clave) =>
            edicion.cobro
              ? clienteApi.put('/api/cobros/{id}', { ruta: { id: edicion.cobro._id }, cuerpo, clave })
              : clienteApi.post('/api/cobros', { cuerpo, clave })
          }
          {...dialogoCobro.cierre}
        />
      )}
    </>
  );
}
