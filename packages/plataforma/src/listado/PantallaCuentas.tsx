import { useState, type ReactNode } from 'react';
import { Button, Space, Tag, type ColProps, type TableProps } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ESTADOS_ACTIVO,
  ETIQUETAS_ESTADO_ACTIVO,
  ETIQUETAS_ROL,
  ROLES,
  formatearTelefono,
  type ConsultaUsuarios,
  type EstadoActivo,
  type Rol,
  type Usuario,
} from '@cartera/dominio';
// Through the shared entry, never '../…': this entry is shared apart (src/index.ts).
import { Titulo, useConsulta, type Lista } from '@cartera/plataforma';
import { AccionFila } from './AccionesFila';
import { BarraFiltros } from './BarraFiltros';
import { eliminarConConfirmacion } from './eliminarConConfirmacion';
import { FiltroOpciones, opcionesDe } from './FiltroOpciones';
import { TablaPaginada } from './TablaPaginada';
import { TextoLargo } from './columnas';
import { TarjetasResumen, type TarjetaResumen } from './TarjetasResumen';
import { useListado, type FiltrosListado } from './useListado';

export type FiltrosCuentas = ConsultaUsuarios & FiltrosListado;

/** What the account form receives: the account being edited (`null` for a new one) and how to close it. */
export interface EdicionCuenta<C extends Usuario> {
  cuenta: C | null;
  alCerrar: () => void;
  /** Saved: closes the form and reloads the list and its figures. */
  alGuardar: () => void;
}

export interface PantallaCuentasProps<C extends Usuario, R> {
  /** 'Usuario', 'Cobrador': names the create button, the delete question and its toasts. */
  sustantivo: string;
  /** 'Usuarios', 'Cobradores': the title, the load error, the search box, the count under the table. */
  plural: string;
  consultar: (filtros: FiltrosCuentas) => Promise<Lista<C>>;
  /** The figures above the list, asked once and again after every change. */
  resumir: () => Promise<R>;
  tarjetas: (resumen: R | undefined) => TarjetaResumen[];
  /** The width of each figure's card (three in a row unless given). */
  columnaTarjeta?: ColProps;
  eliminar: (id: string) => Promise<unknown>;
  busqueda: { placeholder: string; ancho?: number };
  /** Accounts of several roles: the role column and its filter. */
  conRol?: boolean;
  /** A grey line under the account's name (its offices): no column for it fits 1366 px (docs/decisiones/listas-a-1366.md). */
  bajoElNombre?: (cuenta: C) => ReactNode;
  /** Columns after Estado and before the actions (a collector's portfolio). */
  columnasExtra?: NonNullable<TableProps<C>['columns']>;
  /** This session creates, edits and deletes; without it there is neither the create button nor the actions. */
  puedeEscribir: boolean;
  /** Rows whose Editar or Eliminar this session may not use: the button shows, disabled. */
  puedeEditar?: (cuenta: C) => boolean;
  puedeEliminar?: (cuenta: C) => boolean;
  /** More actions of a row after Eliminar (unlocking an account); `recargar` reloads the list and its figures. */
  accionesExtra?: (cuenta: C, recargar: () => void) => ReactNode;
  /** The create/edit modal (loaded when first opened: `modalDiferido`). */
  formulario: (edicion: EdicionCuenta<C>) => ReactNode;
}

const siempre = () => true;

/**
 * An accounts screen (spec §2 Users and Collectors): figures, the filter bar (search, role, state), the paged table
 * and the create/edit modal. Each screen declares only what is its own: names, calls, figures, extra columns and
 * who may write.
 */
export function PantallaCuentas<C extends Usuario, R>({
  sustantivo,
  plural,
  consultar,
  resumir,
  tarjetas,
  columnaTarjeta,
  eliminar,
  busqueda,
  conRol = false,
  bajoElNombre,
  columnasExtra = [],
  puedeEscribir,
  puedeEditar = siempre,
  puedeEliminar = siempre,
  accionesExtra,
  formulario,
}: PantallaCuentasProps<C, R>) {
  const nombre = sustantivo.toLowerCase();
  const nombres = plural.toLowerCase();
  const [edicion, setEdicion] = useState<{ cuenta: C | null } | null>(null);
  const lista = useListado<FiltrosCuentas, C>({
    consultar,
    mensajeError: `Error al cargar ${nombres}`,
    guardarComo: nombres,
  });
  const { filtro } = lista;
  const resumen = useConsulta(resumir, [], { guardarComo: `${nombres}-resumen` });
  const recargar = () => {
    lista.recargar();
    resumen.recargar();
  };

  const confirmarEliminar = (cuenta: C) =>
    eliminarConConfirmacion({
      pregunta: `¿Eliminar al ${nombre} ${cuenta.nombre}? Esta acción no se puede deshacer.`,
      eliminar: () => eliminar(cuenta._id),
      exito: `${sustantivo} eliminado`,
      error: `Error al eliminar ${nombre}`,
      alTerminar: recargar,
    });

  const columnas: NonNullable<TableProps<C>['columns']> = [
    {
      title: 'Nombre',
      dataIndex: 'nombre',
      key: 'nombre',
      sorter: true,
      render: (nombre: string, cuenta) => (
        <>
          <TextoLargo texto={nombre} ancho={180} />
          {bajoElNombre?.(cuenta)}
        </>
      ),
    },
    {
      title: 'Email',
      dataIndex: 'email',
      key: 'email',
      sorter: true,
      render: (email: string) => <TextoLargo texto={email} ancho={200} />,
    },
    ...(conRol
      ? [{ title: 'Rol', dataIndex: 'rol', key: 'rol', render: (rol: Rol) => ETIQUETAS_ROL[rol] ?? rol }]
      : []),
    {
      title: 'Teléfono',
      dataIndex: 'telefono',
      key: 'telefono',
      render: (telefono?: string | null) => (telefono ? formatearTelefono(telefono) : '—'),
    },
    {
      title: 'Zona',
      dataIndex: 'zona',
      key: 'zona',
      sorter: true,
      render: (zona?: string | null) => <TextoLargo texto={zona} ancho={120} />,
    },
    {
      title: 'Estado',
      dataIndex: 'estado',
      key: 'estado',
      render: (estado: EstadoActivo) => (
        <Tag color={estado === 'activo' ? 'green' : 'red'}>{ETIQUETAS_ESTADO_ACTIVO[estado] ?? estado}</Tag>
      ),
    },
    ...columnasExtra,
  ];
  if (puedeEscribir) {
    columnas.push({
      title: 'Acciones',
      key: 'acciones',
      render: (_valor, cuenta) => (
        <Space size={4}>
          <AccionFila
            texto="Editar"
            icono={<EditOutlined />}
            disabled={!puedeEditar(cuenta)}
            onClick={() => setEdicion({ cuenta })}
          />
          <AccionFila
            texto="Eliminar"
            icono={<DeleteOutlined />}
            peligro
            disabled={!puedeEliminar(cuenta)}
            onClick={() => confirmarEliminar(cuenta)}
          />
          {accionesExtra?.(cuenta, recargar)}
        </Space>
      ),
    });
  }

  return (
    <>
      <Titulo
        acciones={
          puedeEscribir && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEdicion({ cuenta: null })}>
              Nuevo {sustantivo}
            </Button>
          )
        }
      >
        {plural}
      </Titulo>

      <TarjetasResumen
        tarjetas={tarjetas(resumen.datos)}
        cargando={resumen.cargando}
        columna={columnaTarjeta}
      />

      <BarraFiltros
        busqueda={lista.busqueda('search', `Buscar ${nombres}`, busqueda.placeholder, { ancho: busqueda.ancho })}
      >
        {conRol && (
          <FiltroOpciones
            etiqueta="Filtrar por rol"
            todos="Todos los roles"
            {...filtro('rol')}
            opciones={opcionesDe(ROLES, ETIQUETAS_ROL)}
          />
        )}
        <FiltroOpciones
          etiqueta="Filtrar por estado"
          todos="Todos los estados"
          {...filtro('estado')}
          opciones={opcionesDe(ESTADOS_ACTIVO, ETIQUETAS_ESTADO_ACTIVO)}
        />
      </BarraFiltros>

      <TablaPaginada<C> listado={lista} columns={columnas} etiquetaTotal={(total) => `${total} ${nombres}`} />

      {edicion &&
        puedeEscribir &&
        formulario({
          cuenta: edicion.cuenta,
          alCerrar: () => setEdicion(null),
          alGuardar: () => {
            setEdicion(null);
            recargar();
          },
        })}
    </>
  );
}
