import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, Tag, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  ESTADOS_GARANTIA,
  ORDENES_GARANTIAS,
  ETIQUETAS_ESTADO_GARANTIA,
  ETIQUETAS_TIPO_GARANTIA,
  formatearFecha,
  type EstadoGarantia,
} from '@cartera/dominio';
import { clienteApi, Titulo, useSesion, modalDiferido } from '@cartera/plataforma';
import {
  BarraFiltros,
  FiltroOpciones,
  opcionesDe,
  ordenConocido,
  TablaPaginada,
  useListado,
  type FiltrosListado,
  SOLO_PANTALLA_ANCHA,
  TextoLargo,
} from '@cartera/plataforma/listado';
import { COLORES_ESTADO_GARANTIA, GarantiaDetalleModal } from './GarantiaDetalleModal';
import { columnaPesos } from '../prestamos/presentacion';
import type { ConsultaGarantias, Garantia } from '@cartera/dominio';

// Loaded when first opened (modalDiferido): the screen does not wait for the form and its fields.
const GarantiaFormModal = modalDiferido(() =>
  import('./GarantiaFormModal').then((m) => ({ default: m.GarantiaFormModal })),
);

/**
 * 'Garantías' (spec §2 Collateral): estado filter and search (description or legal id), the table, 'Nueva Garantía'
 * and a detail modal with the documents. Values in COP (docs/decisiones/garantias-y-documentos.md). A cobrador sees his portfolio only.
 */
export default function GarantiasPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const administra = rol === 'admin' || rol === 'gerente';
  const [creando, setCreando] = useState(false);
  const [detalle, setDetalle] = useState<Garantia | null>(null);
  const lista = useListado<ConsultaGarantias & FiltrosListado, Garantia>({
    consultar: ({ sort, ...consulta }) =>
      clienteApi.get('/api/garantias', { consulta: { ...consulta, sort: ordenConocido(ORDENES_GARANTIAS, sort) } }),
    mensajeError: 'Error cargando garantías',
    guardarComo: 'garantias',
  });
  const { filtro, recargar } = lista;

  const columnas: TableProps<Garantia>['columns'] = [
    {
      title: 'Descripción',
      dataIndex: 'descripcion',
      key: 'descripcion',
      render: (descripcion: string) => <TextoLargo texto={descripcion} />,
    },
    { title: 'Tipo', dataIndex: 'tipo', key: 'tipo', render: (tipo: Garantia['tipo']) => ETIQUETAS_TIPO_GARANTIA[tipo] },
    {
      title: 'Préstamo',
      key: 'prestamo',
      render: (_valor, garantia) => (
        <Link to={`/prestamos/${garantia.prestamo._id}/plan`}>
          #{garantia.prestamo.numero} · {garantia.prestamo.cliente.nombre}
        </Link>
      ),
    },
    {
      title: 'Identificador legal',
      dataIndex: 'identificadorLegal',
      key: 'identificadorLegal',
      responsive: SOLO_PANTALLA_ANCHA,
      render: (valor: string | null) => valor || '—',
    },
    columnaPesos('Valor declarado', 'valorDeclarado'),
    {
      title: 'Estado',
      dataIndex: 'estado',
      key: 'estado',
      render: (estado: EstadoGarantia) => <Tag color={COLORES_ESTADO_GARANTIA[estado]}>{ETIQUETAS_ESTADO_GARANTIA[estado]}</Tag>,
    },
    {
      title: 'Documentos',
      key: 'documentos',
      align: 'right',
      responsive: SOLO_PANTALLA_ANCHA,
      render: (_valor, garantia) => garantia.documentos.length,
    },
    {
      title: 'Creada',
      dataIndex: 'createdAt',
      key: 'createdAt',
      responsive: SOLO_PANTALLA_ANCHA,
      render: (fecha: string) => formatearFecha(fecha),
    },
    {
      title: 'Acciones',
      key: 'acciones',
      render: (_valor, garantia) => (
        <Button size="small" aria-label={`Ver garantía ${garantia.descripcion}`} onClick={() => setDetalle(garantia)}>
          Ver
        </Button>
      ),
    },
  ];

  return (
    <>
      <Titulo
        acciones={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreando(true)}>
            Nueva Garantía
          </Button>
        }
      >
        Garantías
      </Titulo>

      <BarraFiltros
        busqueda={lista.busqueda('search', 'Buscar garantías', 'Buscar por descripción o identificador legal', {
          ancho: 340,
        })}
      >
        <FiltroOpciones
          etiqueta="Filtrar por estado"
          todos="Todos los estados"
          ancho={200}
          {...filtro('estado')}
          opciones={opcionesDe(ESTADOS_GARANTIA, ETIQUETAS_ESTADO_GARANTIA)}
        />
      </BarraFiltros>

      <TablaPaginada<Garantia> listado={lista} columns={columnas} etiquetaTotal={(total) => `${total} garantías`} />

      {creando && (
        <GarantiaFormModal
          alCerrar={() => setCreando(false)}
          alGuardar={(garantia) => {
            setCreando(false);
            setDetalle(garantia);
            recargar();
          }}
        />
      )}
      {detalle && (
        <GarantiaDetalleModal
          garantia={detalle}
          puedeCambiarEstado={administra}
          alCambiar={(garantia) => {
            setDetalle(garantia);
            recargar();
          }}
          alCerrar={() => setDetalle(null)}
        />
      )}
    </>
  );
}
