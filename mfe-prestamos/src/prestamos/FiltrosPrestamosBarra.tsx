// The loans list's filter bar: search, state, modality, collector, loan dates, EA range and order. Every change goes
// to the list (`cambiar`), which keeps the filters in the browser (filtros.ts).
import { Select } from 'antd';
import dayjs from 'dayjs';
import {
  ESTADOS_PRESTAMO,
  ETIQUETAS_ESTADO_PRESTAMO,
  ETIQUETAS_MODALIDAD,
  MODALIDADES,
  opcionesDe,
  type EstadoPrestamo,
  type Modalidad,
} from '@cartera/dominio';
import { SelectorRangoFechas } from '@cartera/plataforma';
import { BarraFiltros, FiltroOpciones } from '@cartera/plataforma/listado';
import { FORMATO_FECHA, FORMATO_FECHA_VISIBLE } from './entradas';
import { ORDENES_PRESTAMOS, type FiltrosPrestamos, type OrdenPrestamos } from './filtros';

/** The EA filter's ranges (percent EA; `min` and `max` go to the API as tasaEfectivaMin/Max). */
const RANGOS_EA: ReadonlyArray<{ valor: string; etiqueta: string; min?: number; max?: number }> = [
  { valor: 'hasta-30', etiqueta: 'Hasta 30 % EA', max: 30 },
  { valor: '30-100', etiqueta: '30 % a 100 % EA', min: 30, max: 100 },
  { valor: '100-1000', etiqueta: '100 % a 1.000 % EA', min: 100, max: 1000 },
  { valor: 'mas-1000', etiqueta: 'Más de 1.000 % EA', min: 1000 },
];

function rangoEaDe(min: number | undefined, max: number | undefined): string | undefined {
  if (min === undefined && max === undefined) return undefined;
  return RANGOS_EA.find((r) => r.min === min && r.max === max)?.valor;
}

/** What 'Limpiar filtros' empties: every filter but the order. */
const SIN_FILTROS = {
  estado: undefined,
  modalidad: undefined,
  cobrador: undefined,
  search: undefined,
  fechaDesde: undefined,
  fechaHasta: undefined,
  tasaEfectivaMin: undefined,
  tasaEfectivaMax: undefined,
} as const;

interface Props {
  filtros: Partial<FiltrosPrestamos>;
  cambiarFiltros: (cambio: Partial<FiltrosPrestamos>) => void;
  /** The Solicitudes view: the state is fixed to «solicitado». */
  soloSolicitudes: boolean;
  /** The collectors to filter by (admin and gerente); null hides the filter. */
  cobradores: { opciones: Array<{ value: string; label: string }>; cargando: boolean } | null;
}

export function FiltrosPrestamosBarra({ filtros, cambiarFiltros, soloSolicitudes, cobradores }: Props) {
  return (
    <BarraFiltros
      busqueda={{
        placeholder: 'Buscar cliente por nombre o cédula',
        etiqueta: 'Buscar préstamos por cliente',
        ancho: 300,
        inicial: filtros.search,
        alBuscar: (search) => cambiarFiltros({ search }),
      }}
      alLimpiar={() => cambiarFiltros(SIN_FILTROS)}
      textoLimpiar="Limpiar filtros"
    >
      <Select<EstadoPrestamo>
        allowClear
        placeholder="Todos los estados"
        aria-label="Filtrar por estado"
        style={{ width: 170 }}
        value={soloSolicitudes ? 'solicitado' : filtros.estado}
        disabled={soloSolicitudes}
        options={opcionesDe(ESTADOS_PRESTAMO, ETIQUETAS_ESTADO_PRESTAMO)}
        onChange={(estado) => cambiarFiltros({ estado })}
      />
      <FiltroOpciones<Modalidad>
        etiqueta="Filtrar por modalidad"
        todos="Todas las modalidades"
        ancho={190}
        valor={filtros.modalidad}
        opciones={opcionesDe(MODALIDADES, ETIQUETAS_MODALIDAD)}
        alCambiar={(modalidad) => cambiarFiltros({ modalidad })}
      />
      {cobradores && (
        <FiltroOpciones
          etiqueta="Filtrar por cobrador"
          todos="Todos los cobradores"
          ancho={210}
          valor={filtros.cobrador}
          loading={cobradores.cargando}
          showSearch={{ optionFilterProp: 'label' }}
          opciones={cobradores.opciones}
          alCambiar={(cobrador) => cambiarFiltros({ cobrador })}
        />
      )}
      <SelectorRangoFechas
        aria-label="Rango de fechas del préstamo"
        format={FORMATO_FECHA_VISIBLE}
        placeholder={['Desde', 'Hasta']}
        allowEmpty={[true, true]}
        value={[
          filtros.fechaDesde ? dayjs(filtros.fechaDesde) : null,
          filtros.fechaHasta ? dayjs(filtros.fechaHasta) : null,
        ]}
        onChange={(rango) =>
          cambiarFiltros({
            fechaDesde: rango?.[0]?.format(FORMATO_FECHA) ?? undefined,
            fechaHasta: rango?.[1]?.format(FORMATO_FECHA) ?? undefined,
          })
        }
      />
      {/* Ranges in a Select, not two InputNumbers: the list must not download the loan form's fields (e2e
            federacion-compartidos); the exact EA is a column and its sort. */}
      <FiltroOpciones
        etiqueta="Filtrar por tasa efectiva anual"
        todos="Cualquier EA"
        ancho={190}
        valor={rangoEaDe(filtros.tasaEfectivaMin, filtros.tasaEfectivaMax)}
        opciones={RANGOS_EA.map(({ valor, etiqueta }) => ({ value: valor, label: etiqueta }))}
        alCambiar={(valor) => {
          const rango = RANGOS_EA.find((r) => r.valor === valor);
          cambiarFiltros({ tasaEfectivaMin: rango?.min, tasaEfectivaMax: rango?.max });
        }}
      />
      <Select<OrdenPrestamos>
        aria-label="Ordenar por"
        style={{ width: 260 }}
        value={filtros.sort}
        options={ORDENES_PRESTAMOS.map((orden) => ({ value: orden.value, label: orden.label }))}
        onChange={(sort) => cambiarFiltros({ sort })}
        popupMatchSelectWidth={false}
      />
    </BarraFiltros>
  );
}
