import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { DatePicker, DatePickerProps, GetProps } from 'antd';
import esES from 'antd/locale/es_ES';
import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import type { Dayjs } from 'dayjs';
import { registrarReinicio } from '../estadosIniciales';
import { cuandoLaPaginaDescanse } from '../reposo';
import { TEMA } from '../tema';

/** The props of antd's `DatePicker.RangePicker`, which SelectorRangoFechas takes as they are. */
export type PropsRangoFechas = GetProps<typeof DatePicker.RangePicker>;

type Selectores = typeof import('./selectoresAntd');

let selectores: Selectores | null = null;
let carga: Promise<Selectores> | null = null;
/** The frames on the page: all of them become pickers when the code arrives, whichever asked for it. */
const marcos = new Set<(modulo: Selectores) => void>();
// As on a fresh page load, the pickers are not here yet (component tests in groups: estadosIniciales.ts).
registrarReinicio(() => {
  selectores = null;
  carga = null;
});

/** Downloads antd's pickers once; a failed download is forgotten, so the next request tries again. */
function cargarSelectores(): Promise<Selectores> {
  carga ??= import('./selectoresAntd').then(
    (modulo) => {
      selectores = modulo;
      for (const avisar of marcos) avisar(modulo);
      return modulo;
    },
    (error: unknown) => {
      carga = null;
      throw error;
    },
  );
  return carga;
}

/** What the person did to the frame before the pickers arrived: the picker picks up from there. */
type Intencion = 'ninguna' | 'enfocar' | 'abrir';

/** The frame's events: the pointer comes near (download), the field gets the focus, or a press opens it. */
interface EventosMarco {
  onPointerEnter: () => void;
  onPointerDown: () => void;
  onFocus: () => void;
}

/**
 * antd's pickers once they are here (at once when an earlier screen loaded them), the props that carry on what the
 * person did to the frame (the focus, the open calendar after a press), and the frame's events. Without intent the
 * download starts when the page is idle. A download that fails after the person reached for the field is thrown to
 * the nearest ErrorBoundary, like any code that does not arrive (`diferido`).
 */
function useSelectoresAntd() {
  const [cargados, setCargados] = useState<Selectores | null>(selectores);
  const [intencion, setIntencion] = useState<Intencion>('ninguna');
  const [fallo, setFallo] = useState<{ error: unknown } | null>(null);
  const vigente = useRef(true);

  const pedir = (nueva: Intencion) => {
    // A press focuses the field too: its focus event must not lower 'abrir' to 'enfocar'.
    if (nueva !== 'ninguna') setIntencion((actual) => (actual === 'abrir' ? actual : nueva));
    cargarSelectores().catch((error: unknown) => {
      if (vigente.current && nueva !== 'ninguna') setFallo({ error });
    });
  };
  const eventos: EventosMarco = {
    onPointerEnter: () => pedir('ninguna'),
    onPointerDown: () => pedir('abrir'),
    onFocus: () => pedir('enfocar'),
  };
  const continuacion = {
    ...(intencion !== 'ninguna' && { autoFocus: true }),
    ...(intencion === 'abrir' && { defaultOpen: true }),
  };

  useEffect(() => {
    vigente.current = true;
    if (cargados) return undefined;
    if (selectores) setCargados(selectores); // arrived between the render and this effect
    marcos.add(setCargados);
    const cancelar = cuandoLaPaginaDescanse(
      () => {
        cargarSelectores().catch(() => undefined); // the next intent tries again
      },
      { esperaMaximaMs: 2000, sinOcioMs: 200 },
    );
    return () => {
      vigente.current = false;
      marcos.delete(setCargados);
      cancelar();
    };
  }, [cargados]);

  if (fallo) throw fallo.error;
  return { cargados, continuacion, eventos };
}

/** One date (antd also has a multiple mode, which no screen uses). */
type PropsFecha = DatePickerProps<Dayjs, false>;

type Formato = PropsFecha['format'];

/** The format the picker writes with: the first one given, or antd's default for the kind when there is none. */
function primerFormato(formato: Formato, porDefecto: string): string | ((fecha: Dayjs) => string) {
  const primero = Array.isArray(formato) ? formato[0] : formato;
  if (typeof primero === 'function') return primero;
  return typeof primero === 'string' ? primero : porDefecto;
}

/** The date as the picker writes it. */
function texto(fecha: Dayjs | null | undefined, formato: Formato, porDefecto: string): string {
  if (!fecha) return '';
  const escrito = primerFormato(formato, porDefecto);
  return typeof escrito === 'function' ? String(escrito(fecha)) : fecha.format(escrito);
}

/** The input's `size` the picker gives it (rc-picker: the format's length, 10 at least, plus 2). */
function tamano(formato: Formato, porDefecto: string): number {
  const escrito = primerFormato(formato, porDefecto);
  return Math.max(10, typeof escrito === 'string' ? escrito.length : porDefecto.length) + 2;
}

/** antd's default format for a picker kind (what it shows when the screen gives none). */
function formatoPorDefecto(picker: PropsFecha['picker'], conHora: boolean): string {
  if (picker === 'month') return 'YYYY-MM';
  if (picker === 'year') return 'YYYY';
  return conHora ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD';
}

interface PropsMarco {
  rango: boolean;
  className?: string;
  style?: CSSProperties;
  disabled: boolean;
  eventos: EventosMarco;
  children: ReactNode;
}

/**
 * antd's own markup for an outlined picker of the default size, with the classes its stylesheet (static, already on
 * the page) draws: the field stands where the picker will be, with the same size, value and placeholder.
 */
function Marco({ rango, className, style, disabled, eventos, children }: PropsMarco) {
  // The theme's CSS-variable class (named after `cssVar.key`) and the component's: the sheet draws with both.
  const clases = [
    'ant-picker',
    rango && 'ant-picker-range',
    'ant-picker-outlined',
    TEMA.cssVar.key,
    'ant-picker-css-var',
  ];
  if (disabled) clases.push('ant-picker-disabled');
  if (className) clases.push(className);
  return (
    <div className={clases.filter(Boolean).join(' ')} style={style} {...eventos}>
      {children}
    </div>
  );
}

/** The calendar at the right end: inside the input box of a single date, after both dates of a range. */
const sufijo = (
  <span className="ant-picker-suffix">
    <CalendarOutlined aria-hidden="true" />
  </span>
);

const IDIOMA = esES.DatePicker?.lang;

/**
 * antd's `DatePicker` for the fields that are on a screen from its first paint (a filter, a settings form), with its
 * props: rc-picker's code (≈ 22 KB compressed) is not on the way to a usable screen. Until it arrives (when the page is
 * idle, or as soon as the pointer comes near or the field gets the focus) a frame with antd's markup shows the value
 * and the placeholder; the picker then takes its place, with the focus if the frame had it. Forms pass `disabled`
 * themselves: the frame does not read a disabled `Form`. Modals keep antd's `DatePicker`: they load on opening.
 */
export function SelectorFecha(props: PropsFecha) {
  const { cargados, continuacion, eventos } = useSelectoresAntd();
  if (cargados) return <cargados.Fecha {...props} {...continuacion} />;

  const porDefecto = formatoPorDefecto(props.picker, Boolean(props.showTime));
  const placeholder =
    props.placeholder ?? (props.picker === 'month' ? IDIOMA?.monthPlaceholder : IDIOMA?.placeholder);
  return (
    <Marco
      rango={false}
      className={props.className}
      style={props.style}
      disabled={Boolean(props.disabled)}
      eventos={eventos}
    >
      <div className="ant-picker-input">
        <input
          readOnly
          id={props.id}
          aria-label={props['aria-label']}
          disabled={Boolean(props.disabled)}
          autoComplete="off"
          size={tamano(props.format, porDefecto)}
          placeholder={placeholder}
          value={texto(props.value, props.format, porDefecto)}
        />
        {sufijo}
      </div>
    </Marco>
  );
}

/** antd's `DatePicker.RangePicker`, loaded like SelectorFecha: a frame with the two dates until its code is here. */
export function SelectorRangoFechas(props: PropsRangoFechas) {
  const { cargados, continuacion, eventos } = useSelectoresAntd();
  if (cargados) return <cargados.RangoFechas {...props} {...continuacion} />;

  const porDefecto = formatoPorDefecto(props.picker, Boolean(props.showTime));
  const placeholders = props.placeholder ?? IDIOMA?.rangePlaceholder ?? [];
  const valores = props.value ?? [null, null];
  const desactivado = props.disabled === true;
  // A single id is the first date's, as the picker does.
  const ids = typeof props.id === 'string' ? { start: props.id, end: undefined } : (props.id ?? {});
  const extremo = (indice: 0 | 1) => (
    <div className={`ant-picker-input ant-picker-input-${indice === 0 ? 'start' : 'end'}`}>
      <input
        readOnly
        id={indice === 0 ? ids.start : ids.end}
        aria-label={props['aria-label']}
        disabled={desactivado}
        autoComplete="off"
        size={tamano(props.format, porDefecto)}
        placeholder={placeholders[indice]}
        value={texto(valores[indice], props.format, porDefecto)}
      />
    </div>
  );
  return (
    <Marco rango className={props.className} style={props.style} disabled={desactivado} eventos={eventos}>
      {extremo(0)}
      <div className="ant-picker-range-separator">
        <span aria-hidden="true" className="ant-picker-separator">
          <SwapRightOutlined />
        </span>
      </div>
      {extremo(1)}
      {sufijo}
    </Marco>
  );
}

interface PropsPeriodo extends Omit<PropsRangoFechas, 'onChange' | 'format'> {
  /** The period chosen, as ISO days (`['2024-03-01', '2024-03-31']`), once both dates are picked. */
  alCambiar: (periodo: [string, string]) => void;
}

/** A report's period: SelectorRangoFechas in DD/MM/YYYY that hands on the two days only when both are chosen. */
export function SelectorPeriodo({ alCambiar, ...props }: PropsPeriodo) {
  return (
    <SelectorRangoFechas
      format="DD/MM/YYYY"
      {...props}
      onChange={(valor) => {
        if (valor?.[0] && valor[1]) alCambiar([valor[0].format('YYYY-MM-DD'), valor[1].format('YYYY-MM-DD')]);
      }}
    />
  );
}
