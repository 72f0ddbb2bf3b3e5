import { Alert, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  CATEGORIAS_FONDEO,
  CATEGORIAS_MOVIMIENTO,
  CATEGORIAS_RESULTADO,
  ETIQUETAS_CATEGORIA_MOVIMIENTO,
  ETIQUETAS_FONDEO,
  EXPLICACIONES_FONDEO,
  esCategoriaFondeo,
  esValorDe,
  ETIQUETAS_TIPO_MOVIMIENTO_CAJA,
  MENSAJES,
  MENSAJES_OFICINA_MOVIMIENTO,
  TIPOS_MOVIMIENTO_CAJA,
  hoyBogota,
  validarMontoPago,
  type CategoriaMovimiento,
  type DatosMovimientoCaja,
  type MovimientoCaja,
  type TipoMovimientoCaja,
} from '@cartera/dominio';
import {
  CampoOficina,
  CamposFormulario,
  FormularioModal,
  campo,
  useOficinasParaElegir,
  type CierreModal,
} from '@cartera/plataforma/formularios';
import { reglaDe, requerido } from '@cartera/plataforma';
import { CamposProveedor, proveedorDeCampos } from './CamposProveedor';

interface Campos {
  fecha?: Dayjs | null;
  tipo?: TipoMovimientoCaja;
  categoria?: CategoriaMovimiento;
  concepto?: string;
  monto?: number | null;
  proveedorNombre?: string;
  proveedorNit?: string;
  oficina?: string;
}

interface Props extends CierreModal {
  movimiento: MovimientoCaja | null;
  /** `clave`: this form's Idempotency-Key, the same on every submit while it is open. */
  guardar: (datos: DatosMovimientoCaja, clave: string) => Promise<unknown>;
}

/** The categories, in two groups: what is income or expense, and what funds the box (never changes the profit). */
const OPCIONES_CATEGORIA = [
  {
    label: 'Ingresos y gastos',
    options: CATEGORIAS_RESULTADO.map((c) => ({ value: c, label: ETIQUETAS_CATEGORIA_MOVIMIENTO[c] })),
  },
  {
    label: 'Fondeo de la caja (no es ingreso ni gasto)',
    options: CATEGORIAS_FONDEO.map((c) => ({ value: c, label: ETIQUETAS_CATEGORIA_MOVIMIENTO[c] })),
  },
];

/** What a funding movement is, with this type, and where it goes in the books; nothing for income and expenses. */
function ExplicacionFondeo() {
  const form = Form.useFormInstance<Campos>();
  const tipo = Form.useWatch('tipo', form);
  const categoria = Form.useWatch('categoria', form);
  if (!tipo || !categoria || !esCategoriaFondeo(categoria)) return null;
  return (
    <Alert
      type="info"
      showIcon
      role="note"
      title={ETIQUETAS_FONDEO[categoria][tipo]}
      description={EXPLICACIONES_FONDEO[categoria][tipo]}
      style={{ marginBottom: 16 }}
    />
  );
}

/** 'Registrar Movimiento' / 'Editar Movimiento' (cash movements entered by admin or gerente). */
export function MovimientoFormModal({ movimiento, guardar, ...cierre }: Props) {
  const edicion = movimiento !== null;
  const categoriaGuardada = movimiento?.categoria;
  // A new movement's office, when the session has several (oficinaDeMovimiento); an edit keeps its own.
  const oficinas = useOficinasParaElegir(!edicion);

  // The rules make every field present and valid before this runs.
  const aDatos = (campos: Campos): DatosMovimientoCaja => ({
    fecha: requerido(campos.fecha, 'fecha').format('YYYY-MM-DD'),
    tipo: requerido(campos.tipo, 'tipo'),
    categoria: requerido(campos.categoria, 'categoria'),
    concepto: (campos.concepto ?? '').trim(),
    monto: requerido(campos.monto, 'monto'),
    ...proveedorDeCampos(campos),
    ...(oficinas !== null && campos.oficina ? { oficina: campos.oficina } : {}),
  });

  return (
    <FormularioModal<Campos>
      titulo={edicion ? 'Editar Movimiento' : 'Registrar Movimiento'}
      nombre="movimiento"
      textoAceptar={edicion ? 'Actualizar' : 'Registrar'}
      valoresIniciales={{
        fecha: dayjs(movimiento?.fecha ?? hoyBogota()),
        tipo: movimiento?.tipo ?? 'egreso',
        // A movement booked by a cash handover (faltante, sobrante) is never edited here: the list offers no edit.
        categoria: esValorDe(CATEGORIAS_MOVIMIENTO, categoriaGuardada) ? categoriaGuardada : 'gastos',
        concepto: movimiento?.concepto ?? '',
        monto: movimiento?.monto,
        proveedorNombre: movimiento?.proveedor?.nombre ?? '',
        proveedorNit: movimiento?.proveedor?.nit ?? '',
      }}
      enviar={(campos, clave) => guardar(aDatos(campos), clave)}
      exito={edicion ? 'Movimiento actualizado' : 'Movimiento registrado'}
      error={edicion ? 'Error al actualizar movimiento' : 'Error al registrar movimiento'}
      {...cierre}
    >
      {oficinas !== null && (
        <CampoOficina oficinas={oficinas} obligatoria={MENSAJES_OFICINA_MOVIMIENTO.obligatoria} />
      )}
      <CamposFormulario
        campos={[
          campo.fecha('fecha', 'Fecha', {
            obligatorio: MENSAJES.fechaObligatoria,
            entrada: { 'aria-label': 'Fecha' },
          }),
          campo.seleccion(
            'tipo',
            'Tipo',
            TIPOS_MOVIMIENTO_CAJA.map((tipo) => ({
              value: tipo,
              label: ETIQUETAS_TIPO_MOVIMIENTO_CAJA[tipo],
            })),
            { obligatorio: 'El tipo es obligatorio', entrada: { 'aria-label': 'Tipo' } },
          ),
          campo.seleccion('categoria', 'Categoría', OPCIONES_CATEGORIA, {
            obligatorio: 'La categoría es obligatoria',
            entrada: { 'aria-label': 'Categoría' },
          }),
        ]}
      />
      <ExplicacionFondeo />
      <CamposFormulario
        campos={[
          campo.texto('concepto', 'Concepto', {
            obligatorio: 'El concepto es obligatorio',
            rules: [{ max: 200, message: 'El concepto no puede superar 200 caracteres' }],
            max: 200,
          }),
          campo.monto('monto', 'Monto', {
            required: true,
            rules: [reglaDe((valor) => validarMontoPago(valor))],
            entrada: { prefix: '$' },
          }),
        ]}
      />
      <CamposProveedor />
    </FormularioModal>
  );
}
