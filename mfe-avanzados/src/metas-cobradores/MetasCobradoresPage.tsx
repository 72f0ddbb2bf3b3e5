import { useState } from 'react';
import { Button, Progress, Tag, type TableColumnType, type TableProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import {
  ESTADOS_META,
  ETIQUETAS_ESTADO_META,
  anchoBarraProgreso,
  colorProgresoMeta,
  formatearCOP,
  hoyBogota,
  type ColorProgreso,
  type EstadoMeta,
  type MetaCobrador,
} from '@cartera/dominio';
import {
  clienteApi,
  modalDiferido,
  Titulo,
  useConsulta,
  useSelectorCobradores,
  useSesion,
  SelectorFecha,
} from '@cartera/plataforma';
import {
  AccionesFila,
  BarraFiltros,
  eliminarConConfirmacion,
  FiltroCobrador,
  FiltroOpciones,
  opcionesDe,
  TablaPaginada,
  useListado,
  type FiltrosListado,
  SOLO_PANTALLA_ANCHA,
  TarjetasResumen,
  type TarjetaResumen,
} from '@cartera/plataforma/listado';
import type { ConsultaMetas } from '@cartera/dominio';

// The goal's form (Modal, Form, InputNumber) loads when it is first opened, not with the list.
const MetaFormModal = modalDiferido(() => import('./MetaFormModal').then((m) => ({ default: m.MetaFormModal })));

const COLOR_BARRA: Readonly<Record<ColorProgreso, string>> = {
  verde: '#52c41a',
  azul: '#1677ff',
  amarillo: '#faad14',
  rojo: '#ff4d4f',
};
const COLOR_ESTADO: Readonly<Record<EstadoMeta, string>> = {
  pendiente: 'default',
  en_progreso: 'processing',
  completada: 'success',
  vencida: 'error',
};

function Barra({ porcentaje, etiqueta, detalle }: { porcentaje: number; etiqueta: string; detalle: string }) {
  return (
    <div style={{ minWidth: 160 }}>
      <Progress
        percent={anchoBarraProgreso(porcentaje)}
        strokeColor={COLOR_BARRA[colorProgresoMeta(porcentaje)]}
        showInfo={false}
        aria-label={etiqueta}
      />
      <div style={{ fontSize: 12 }}>
        {porcentaje}% · {detalle}
      </div>
    </div>
  );
}

/** The column of a goal's progress in amount or in cobros: the bar, its percentage and what was reached. */
function columnaProgreso(
  de: 'monto' | 'cobros',
  avance: (meta: MetaCobrador) => [porcentaje: number, alcanzado: string],
): TableColumnType<MetaCobrador> {
  return {
    title: de === 'monto' ? 'Progreso Monto' : 'Progreso Cobros',
    key: de === 'monto' ? 'progresoMonto' : 'progresoCobros',
    render: (_v, meta) => {
      const [porcentaje, alcanzado] = avance(meta);
      return <Barra porcentaje={porcentaje} etiqueta={`Progreso de ${de} de ${meta.cobradorNombre}`} detalle={alcanzado} />;
    },
  };
}

/** A page of goals (GET /api/metas-cobrador answers it in `data.data`, spec §7). */
const listarMetas = (consulta: ConsultaMetas) => clienteApi.get('/api/metas-cobrador', { consulta });

/**
 * Summary cards: total, completed, in progress and overdue for the period and collector filters, each the total of a
 * one-row page counted by the server (no endpoint of its own).
 */
async function resumirMetas(filtros: Pick<ConsultaMetas, 'periodo' | 'cobradorId'>) {
  const contar = async (estado?: EstadoMeta) => (await listarMetas({ ...filtros, page: 1, limit: 1, estado })).meta.total;
  const [total, completadas, enProgreso, vencidas] = await Promise.all([
    contar(),
    contar('completada'),
    contar('en_progreso'),
    contar('vencida'),
  ]);
  return { total, completadas, enProgreso, vencidas };
}

/**
 * 'Metas de Cobradores' (spec §2 Collector goals): goals per collector and month with their progress, computed by
 * the API from the collections ledger. Admin and gerente create, edit and delete; a cobrador only sees his own.
 * Amounts in COP (docs/decisiones/metas-de-cobradores.md).
 */
export default function MetasCobradoresPage() {
  const rol = useSesion((estado) => estado.usuario?.rol);
  const administra = rol === 'admin' || rol === 'gerente';
  const lista = useListado<ConsultaMetas & FiltrosListado, MetaCobrador>({
    consultar: listarMetas,
    filtrosIniciales: { periodo: hoyBogota().slice(0, 7) },
    mensajeError: 'Error al cargar metas',
    guardarComo: 'metas-cobradores',
  });
  const { filtros, cambiarFiltros, filtro, recargar, filas } = lista;
  const resumen = useConsulta(
    () => resumirMetas({ periodo: filtros.periodo, cobradorId: filtros.cobradorId }),
    [filtros.periodo, filtros.cobradorId, filas],
    { guardarComo: 'metas-cobradores-resumen' },
  );
  // The collector filter and the form are admin and gerente's: a cobrador's session asks for no collectors.
  const cobradores = useSelectorCobradores({ pedir: administra, guardarComo: 'metas-cobradores-cobradores' });
  const [abierto, setAbierto] = useState(false);
  const [editando, setEditando] = useState<MetaCobrador | null>(null);

  const cerrar = () => {
    setAbierto(false);
    setEditando(null);
  };
  const abrir = (meta: MetaCobrador | null) => {
    setEditando(meta);
    setAbierto(true);
  };

  const eliminar = (meta: MetaCobrador) =>
    eliminarConConfirmacion({
      pregunta: 'Estás seguro de eliminar esta meta?',
      eliminar: () => clienteApi.delete('/api/metas-cobrador/{id}', { ruta: { id: meta._id } }),
      exito: 'Meta eliminada correctamente',
      error: 'Error al eliminar meta',
      alTerminar: recargar,
    });

  const columnas: TableProps<MetaCobrador>['columns'] = [
    { title: 'Cobrador', dataIndex: 'cobradorNombre', key: 'cobrador' },
    // The list is of one period (its filter): the column can give way at 1366 px.
    { title: 'Periodo', dataIndex: 'periodo', key: 'periodo', responsive: SOLO_PANTALLA_ANCHA },
    { title: 'Meta Monto', dataIndex: 'metaMonto', key: 'metaMonto', align: 'right', render: (v: number) => formatearCOP(v) },
    columnaProgreso('monto', (meta) => [meta.porcentajeMonto, formatearCOP(meta.montoAlcanzado)]),
    { title: 'Meta Cobros', dataIndex: 'metaCobros', key: 'metaCobros', align: 'right' },
    columnaProgreso('cobros', (meta) => [meta.porcentajeCobros, `${meta.cobrosRealizados} cobros`]),
    {
      title: 'Estado',
      dataIndex: 'estado',
      key: 'estado',
      render: (estado: EstadoMeta) => <Tag color={COLOR_ESTADO[estado]}>{ETIQUETAS_ESTADO_META[estado]}</Tag>,
    },
  ];
  if (administra)
    columnas.push({
      title: 'Acciones',
      key: 'acciones',
      render: (_v, meta) => <AccionesFila alEditar={() => abrir(meta)} alEliminar={() => void eliminar(meta)} />,
    });

  const opcionesCobradores = cobradores.opciones;
  const tarjetas: TarjetaResumen[] = [
    { titulo: 'Total Metas', valor: resumen.datos?.total },
    { titulo: 'Completadas', valor: resumen.datos?.completadas },
    { titulo: 'En Progreso', valor: resumen.datos?.enProgreso },
    { titulo: 'Vencidas', valor: resumen.datos?.vencidas },
  ];

  return (
    <>
      <Titulo
        acciones={
          administra && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => abrir(null)}>
              Nueva Meta
            </Button>
          )
        }
      >
        Metas de Cobradores
      </Titulo>

      <BarraFiltros>
        <SelectorFecha
          picker="month"
          format="MM/YYYY"
          aria-label="Filtrar por periodo"
          placeholder="Periodo"
          value={filtros.periodo ? dayjs(`${filtros.periodo}-01`) : null}
          onChange={(fecha: Dayjs | null) => cambiarFiltros({ periodo: fecha ? fecha.format('YYYY-MM') : undefined })}
        />
        {administra && (
          <FiltroCobrador
            cobradores={cobradores}
            {...filtro('cobradorId')}
          />
        )}
        <FiltroOpciones
          etiqueta="Filtrar por estado"
          todos="Todos los estados"
          {...filtro('estado')}
          opciones={opcionesDe(ESTADOS_META, ETIQUETAS_ESTADO_META)}
        />
      </BarraFiltros>

      <TarjetasResumen tarjetas={tarjetas} cargando={resumen.cargando} columna={{ xs: 12, md: 6 }} />

      <TablaPaginada<MetaCobrador> listado={lista} columns={columnas} etiquetaTotal={(total) => `${total} metas`} />

      {abierto && (
        <MetaFormModal
          meta={editando}
          opcionesCobradores={opcionesCobradores}
          alCerrar={cerrar}
          alGuardar={() => {
            cerrar();
            recargar();
          }}
        />
      )}
    </>
  );
}
